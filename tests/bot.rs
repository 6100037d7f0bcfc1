//! The bots: legal, deterministic, tactically awake, and stoppable.

use bao::bot::{self, LEVELS, Level};
use bao::rules::{Edition, Game, Position, Rules};
use rand::{RngExt, SeedableRng};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

/// Positions from random play of every edition, a few plies apart.
fn sample_positions(per_edition: usize) -> Vec<(Position, Rules)> {
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(11);
    let mut out = Vec::new();
    for edition in Edition::ALL {
        let rules = Rules::new(edition);
        while out
            .iter()
            .filter(|(p, _): &&(Position, Rules)| p.edition == edition)
            .count()
            < per_edition
        {
            let mut game = Game::new(rules);
            let plies = rng.random_range(0..60);
            for _ in 0..plies {
                if game.status().is_over() {
                    break;
                }
                let legal = game.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                game.play_untraced(mv).unwrap();
            }
            if !game.status().is_over() {
                out.push((*game.position(), rules));
            }
        }
    }
    out
}

#[test]
fn bots_only_play_legal_moves() {
    let stop = AtomicBool::new(false);
    for (position, rules) in sample_positions(25) {
        let legal = bao::rules::legal_moves(&position, &rules);
        for level in &LEVELS[..4] {
            let result = bot::choose(&position, rules, *level, &stop);
            assert!(
                legal.contains(&result.best),
                "level {} chose an illegal move in {position}",
                level.number
            );
        }
    }
}

#[test]
fn bots_are_deterministic() {
    let stop = AtomicBool::new(false);
    for (position, rules) in sample_positions(6) {
        for level in &LEVELS[..5] {
            let first = bot::choose(&position, rules, *level, &stop);
            let second = bot::choose(&position, rules, *level, &stop);
            assert_eq!(first, second, "level {} in {position}", level.number);
        }
    }
}

/// A searcher used twice (its table warm from the first search) answers as a fresh one.
#[test]
fn a_warm_table_gives_the_same_answer() {
    let stop = AtomicBool::new(false);
    for (position, rules) in sample_positions(4) {
        let limits = bot::Limits {
            nodes: 20_000,
            depth: 64,
        };
        let cold = bot::Searcher::new(rules, 16, &stop).search(&position, limits);
        let mut warm = bot::Searcher::new(rules, 16, &stop);
        warm.search(
            &position,
            bot::Limits {
                nodes: 50_000,
                depth: 64,
            },
        );
        assert_eq!(warm.search(&position, limits), cold, "{position}");
    }
}

/// Positions with exactly one first move that wins by force in two own moves
/// and none that wins at once (found by exhaustive search, checked here).
const WINS_IN_TWO: [(&str, &str); 6] = [
    (
        "kujifunza S 1,0,10,7,1,1,2,0/9,2,3,9,1,2,2,3 0,0,1,0,1,1,1,2/0,1,0,2,0,1,0,1 0,0",
        "B4>",
    ),
    (
        "kujifunza S 0,0,4,0,1,0,3,4/0,0,3,5,8,2,0,0 0,0,5,5,5,7,2,1/3,2,1,0,0,2,1,0 0,0",
        "A8>",
    ),
    (
        "kujifunza N 1,1,1,0,1,0,0,0/2,0,3,3,3,3,0,3 0,3,3,8,7,1,1,1/3,1,3,3,0,3,3,3 0,0",
        "b6<",
    ),
    (
        "kiswahili N 0,0,8,0,1,1,3,1/0,0,0,0,0,0,0,1 1,0,3,10,2,0,2,4/2,0,2,0,2,0,2,0 9,10",
        "a3>",
    ),
    (
        "kiswahili S 0,0,2,4,10,1,1,1/0,0,0,0,0,0,0,0 1,0,0,0,1,4,1,0/0,0,0,0,0,0,0,0 19,19 house=S",
        "A3>+",
    ),
    (
        "kiswahili S 0,1,1,3,9,1,2,0/0,0,0,0,0,0,1,1 0,1,1,1,0,4,0,0/0,0,0,0,0,0,0,0 19,19 house=S",
        "A3<",
    ),
];

#[test]
fn finds_forced_wins_in_two_moves() {
    let stop = AtomicBool::new(false);
    for (text, winning) in WINS_IN_TWO {
        let game = Game::from_position(Position::parse(text).unwrap(), true);
        // Levels 4 to 6 search at least three plies deep.
        for level in &LEVELS[3..] {
            let result = bot::choose(game.position(), game.rules(), *level, &stop);
            assert_eq!(
                game.move_text(result.best),
                winning,
                "level {} in {text}",
                level.number
            );
            assert_eq!(result.score, bot::MATE - 3, "a win in three plies");
        }
    }
}

#[test]
fn a_single_legal_move_is_answered_at_once() {
    let stop = AtomicBool::new(false);
    let position = Position::parse(
        "kujifunza S 17,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,3,0/0,0,0,0,0,0,0,0 0,0",
    )
    .unwrap();
    let result = bot::choose(&position, Rules::new(Edition::Kujifunza), LEVELS[5], &stop);
    assert_eq!(result.nodes, 0);
}

/// A stop flag already set ends the search within 256 nodes, with a legal move.
#[test]
fn the_stop_flag_ends_a_search() {
    let stop = AtomicBool::new(true);
    let rules = Rules::new(Edition::Kiswahili);
    let position = Position::start(Edition::Kiswahili);
    let result = bot::choose_with_nodes(&position, rules, u64::MAX, &stop);
    assert!(result.nodes <= 512, "{} nodes", result.nodes);
    assert!(result.stopped);
    assert!(bao::rules::legal_moves(&position, &rules).contains(&result.best));
}

/// Set from another thread during an unbounded search, the flag is seen at once.
/// (The bound here is generous: it checks that the search stops, not how fast.)
#[test]
fn the_stop_flag_stops_a_running_search() {
    let stop = AtomicBool::new(false);
    let rules = Rules::new(Edition::Kujifunza);
    let position = Position::start(Edition::Kujifunza);
    std::thread::scope(|scope| {
        let search = scope.spawn(|| bot::choose_with_nodes(&position, rules, u64::MAX, &stop));
        std::thread::sleep(Duration::from_millis(50));
        let stopped_at = Instant::now();
        stop.store(true, Ordering::Relaxed);
        let result = search.join().unwrap();
        assert!(stopped_at.elapsed() < Duration::from_secs(2));
        assert!(result.stopped);
    });
}

#[test]
fn levels_are_named_and_numbered() {
    let names: Vec<&str> = LEVELS.iter().map(|l| l.name).collect();
    assert_eq!(
        names,
        [
            "Mwanafunzi",
            "Mchezaji",
            "Hodari",
            "Fundi",
            "Mtaalamu",
            "Bingwa"
        ]
    );
    assert_eq!(Level::get(6).unwrap().name, "Bingwa");
    assert!(Level::get(0).is_none() && Level::get(7).is_none());
}

/// RULES.md §2: a never-ending move ends the game unranked. Bingwa scores it
/// as a draw and takes it to save a lost Kimasai game (the position comes
/// from random play, where its search finds every other move losing);
/// the lower levels never play one while another move exists.
#[test]
fn only_the_master_escapes_into_a_never_ending_move() {
    let stop = AtomicBool::new(false);
    let cases = [
        (
            "kimasai S 2,4,0,2,1,2,1,0/1,5,4,0,4,0,3,2 1,2,3,2,0,4,0,2/6,0,2,2,0,6,2,0 1,0",
            "B1",
        ),
        (
            "kimasai S 0,3,8,1,0,2,4,1/1,2,1,0,1,2,1,0 0,2,1,3,2,1,0,2/3,0,6,0,7,0,1,0 5,4",
            "A3",
        ),
        (
            "kimasai S 7,2,1,0,4,3,0,1/0,1,0,1,4,0,1,0 1,1,2,1,1,0,2,0/5,2,0,1,8,1,0,1 7,6",
            "A2",
        ),
    ];
    for (text, endless) in cases {
        let game = Game::from_position(Position::parse(text).unwrap(), true);
        let endless = game.parse_move(endless).unwrap();
        let (_, outcome) = bao::rules::play_untraced(game.position(), endless, &game.rules());
        assert!(matches!(
            outcome.ending,
            bao::rules::MoveEnd::NeverEnding { .. }
        ));
        let master = bot::choose(game.position(), game.rules(), LEVELS[5], &stop);
        assert_eq!(master.best, endless, "Bingwa escapes in {text}");
        assert_eq!(master.score, -1, "a draw, a hair below an even game");
        for level in &LEVELS[..5] {
            let result = bot::choose(game.position(), game.rules(), *level, &stop);
            assert_ne!(result.best, endless, "level {} in {text}", level.number);
        }
    }
}

/// Principal-variation search and aspiration windows change how much is
/// searched, never the score: at a fixed depth each finds the plain
/// search's root score. Aspiration is tried from depth 4, where it starts,
/// and must search a different number of nodes somewhere, else its window
/// was never narrowed and the comparison proves nothing.
#[test]
fn pvs_and_aspiration_score_as_plain_alpha_beta() {
    let stop = AtomicBool::new(false);
    let mut differ = Vec::new();
    let mut aspired = 0;
    for (position, rules) in sample_positions(12) {
        for depth in 2..=6 {
            let limits = bot::Limits {
                nodes: u64::MAX,
                depth,
            };
            let plain = bot::Searcher::new(rules, 18, &stop)
                .with_method(bot::Method::PLAIN)
                .search(&position, limits);
            let words: &[&str] = if depth >= 4 {
                &["pvs", "asp"]
            } else {
                &["pvs"]
            };
            for word in words {
                let refined = bot::Searcher::new(rules, 18, &stop)
                    .with_method(bot::Method::parse(word).unwrap())
                    .search(&position, limits);
                if plain.score != refined.score {
                    differ.push(format!(
                        "depth {depth}: plain {} {word} {} in {position}",
                        plain.score, refined.score
                    ));
                }
                aspired += (*word == "asp" && refined.nodes != plain.nodes) as usize;
            }
        }
    }
    assert!(differ.is_empty(), "{}", differ.join("\n"));
    assert!(aspired > 0, "no aspiration window ever changed the search");
}

/// Every refinement, the rejected ones kept for their matches included,
/// plays a legal move from positions of every edition and plays the same
/// one again (a passed turn under `null` included: its position is only
/// searched, never played).
#[test]
fn every_refinement_plays_a_legal_move_and_the_same_again() {
    let stop = AtomicBool::new(false);
    let words = [
        "qs", "buckets", "counter", "whole", "even", "odd", "null", "asp", "single", "cont",
        "largest",
    ];
    for (position, rules) in sample_positions(4) {
        let legal = bao::rules::legal_moves(&position, &rules);
        if legal.is_empty() {
            continue;
        }
        for word in words {
            let method = bot::Method::parse(word).unwrap();
            let limits = bot::Limits {
                nodes: 5_000,
                depth: 64,
            };
            let search = || {
                bot::Searcher::new(rules, 16, &stop)
                    .with_method(method)
                    .search(&position, limits)
            };
            let first = search();
            assert!(legal.contains(&first.best), "{word} in {position}");
            assert_eq!(first, search(), "{word} twice in {position}");
        }
    }
}

/// Levels 2 to 5 see as deep as their depth and no further: past it they
/// do not play the compulsory captures on (`forced`, RULES.md §4), which
/// made level 3's 2 plies score 50% against level 4's 4 plies. Level 6,
/// bounded by nodes alone, plays the edition's search (without `forced`
/// since it lost at level 6's budget; the guard stays for the levels).
#[test]
fn levels_below_the_top_stop_at_their_horizon() {
    let stop = AtomicBool::new(false);
    let edition = Edition::Kiswahili;
    let hodari = Level::get(3).unwrap();
    let searched = |position: &Position, rules, forced| {
        let method = bot::Method {
            forced,
            ..bot::default_method(edition)
        };
        let with = (&mut bot::Memory::default(), &stop);
        let how = (bot::DEFAULT_EVAL, method);
        bot::choose_with_method(position, rules, hodari, how, with, &mut |_| {}).best
    };
    let mut told_apart = 0;
    for (position, rules) in sample_positions(40) {
        if position.edition != edition {
            continue;
        }
        let at_horizon = searched(&position, rules, false);
        told_apart += (searched(&position, rules, true) != at_horizon) as usize;
        let played = bot::choose(&position, rules, hodari, &stop).best;
        assert_eq!(played, at_horizon, "level 3 in {position}");
    }
    assert!(
        told_apart > 0,
        "no sampled position tells the searches apart"
    );
    let bingwa = Level::get(6).unwrap();
    assert_eq!(bingwa.method(edition), bot::default_method(edition));
    assert!(LEVELS[1..5].iter().all(|l| !l.method(edition).forced));
}

/// A match's openings are no two alike: Bao la Kiswahili's namua has four
/// first moves, so openings of one ply run out after four pairs and must
/// grow longer; none has ended the game, the first pair's is the start,
/// and asked for pair by pair, out of order, they are the same openings.
#[test]
fn match_openings_never_repeat_a_position() {
    let rules = Rules::new(Edition::Kiswahili);
    let openings = bot::opening::distinct(rules, 6, 3, 1..=1);
    assert_eq!(openings.len(), 6);
    assert!(openings[0].moves().is_empty(), "pair 0 opens at the start");
    let mut seen = std::collections::HashSet::new();
    for game in &openings {
        assert!(seen.insert(game.position().hash()), "{:?}", game.moves());
        assert!(!game.status().is_over());
    }
    assert!(
        openings.iter().any(|g| g.moves().len() > 1),
        "the one-ply openings ran out, so some grew"
    );
    // Asked for pair by pair, out of order, as a match's threads ask.
    let mut asked = bot::opening::Distinct::new(rules, 3, 1..=1);
    let (fifth, second) = (asked.opening(5), asked.opening(2));
    assert_eq!(fifth.moves(), openings[5].moves());
    assert_eq!(second.moves(), openings[2].moves());
    // `balanced` alone repeats: the data sets made with it stay as they were.
    let first = bot::opening::balanced(rules, 1, 3, 1..=1);
    assert_eq!(first.moves(), openings[1].moves());
}
