//! RULES.md §2: how games end, in every edition.

mod common;
use bao::rules::{Edition, Game, Position, Rules, Status, UnrankedReason};
use common::*;
use std::collections::HashMap;

/// §2 never-ending move: a Kimasai first-part relay that cycles (checked by an
/// independent simulation: its in-move state first repeats after 78 laps).
/// The game ends unranked and the position stays as it was.
#[test]
fn never_ending_move_ends_unranked_and_keeps_the_position() {
    let start = "kimasai S 1,0,3,2,5,1,2,3/2,0,1,0,3,2,1,2 0,5,4,3,0,3,1,1/1,2,1,0,1,2,5,0 4,3";
    let (pos, events, status) = after(start, "A6");
    assert_eq!(status, "unranked never-ending-move");
    assert_eq!(pos, start);
    assert_eq!(events.len(), 1);
    assert!(has(&events, r#"{"event":"never_ending","pit":"A6""#));
}

/// §2 the known Kujifunza takata whose in-move state first repeats after about
/// 30 million laps: found exactly, in constant memory, and soon after it repeats.
#[test]
fn thirty_million_lap_takata_is_never_ending() {
    let start = "kujifunza N 1,1,1,0,0,0,0,0/1,1,4,4,1,0,2,1 1,9,1,0,6,13,3,0/4,1,2,1,0,3,2,1 0,0";
    let game = game(start);
    let mv = game.parse_move("a6>").unwrap();
    let (after, outcome) = bao::rules::play_untraced(game.position(), mv, &game.rules());
    let bao::rules::MoveEnd::NeverEnding { laps } = outcome.ending else {
        panic!("a6> ended: {:?}", outcome.ending);
    };
    // Found within a few percent of the first repeat (31.2 million laps;
    // Brent's method alone needed 63.5 million).
    assert!((20_000_000..=33_000_000).contains(&laps), "{laps} laps");
    assert_eq!(after.to_string(), start);
}

/// §2 a position that occurs for the third time ends the game unranked. Two
/// Kimasai singletons a side, walked round their loops by a fixed policy (the
/// first legal move that neither relays nor empties a front row), must repeat.
#[test]
fn threefold_repetition_is_unranked() {
    let mut game =
        game("kimasai S 1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1 1,0,0,0,0,0,0,0/0,0,0,0,0,0,0,1 0,0");
    let mut seen: HashMap<String, usize> = HashMap::new();
    *seen.entry(game.position().to_string()).or_default() += 1;
    while !game.status().is_over() {
        let mv = quiet_move(&game);
        game.play(mv).unwrap();
        let count = seen.entry(game.position().to_string()).or_default();
        *count += 1;
        if *count == 3 {
            assert_eq!(game.status(), Status::Unranked(UnrankedReason::Repetition));
        } else {
            assert_eq!(
                game.status(),
                Status::Ongoing,
                "after {} plies",
                game.moves().len()
            );
        }
    }
    assert_eq!(game.status(), Status::Unranked(UnrankedReason::Repetition));
}

/// The first legal move whose trace has no relay and that keeps the game going.
fn quiet_move(game: &Game) -> bao::rules::Move {
    let mut fallback = None;
    for &mv in game.legal_moves() {
        let mut trial = game.clone();
        let events = trial.play(mv).unwrap();
        if has(&events, "relay") || has(&events, "capture") {
            continue;
        }
        if !matches!(trial.status(), Status::Won { .. }) {
            return mv;
        }
        fallback.get_or_insert(mv);
    }
    fallback.unwrap_or(game.legal_moves()[0])
}

/// §2 2,000 plies end the game unranked. Kimasai singletons on every other
/// pit (7 for South, 5 for North), each side steering to the least-seen next
/// position reached by a quiet move (no relay, no capture) that keeps the game
/// going, ties broken by the position's hash: no position comes up three
/// times, so the game runs to the limit (the test checks both).
#[test]
fn two_thousand_plies_end_unranked() {
    let mut game =
        game("kimasai S 1,0,1,0,1,0,1,0/0,0,0,1,0,1,0,1 1,0,1,0,1,0,1,0/0,0,0,0,0,0,0,1 0,0");
    let mut seen: HashMap<Position, usize> = HashMap::new();
    seen.insert(*game.position(), 1);
    while !game.status().is_over() {
        let (_, _, mv) = game
            .legal_moves()
            .iter()
            .filter_map(|&mv| {
                let mut trial = game.clone();
                let events = trial.play(mv).unwrap();
                let quiet = !has(&events, "relay") && !has(&events, "capture");
                let alive = matches!(
                    trial.status(),
                    Status::Ongoing | Status::Unranked(UnrankedReason::MoveLimit)
                );
                let p = trial.position();
                (quiet && alive).then(|| (seen.get(p).copied().unwrap_or(0), p.hash(), mv))
            })
            .min_by_key(|(count, hash, _)| (*count, *hash))
            .expect("a quiet move that keeps the game going");
        game.play(mv).unwrap();
        *seen.entry(*game.position()).or_default() += 1;
    }
    assert_eq!(
        game.moves().len(),
        bao::rules::MAX_PLIES,
        "{} {}",
        game.status(),
        game.position()
    );
    assert_eq!(game.status(), Status::Unranked(UnrankedReason::MoveLimit));
    assert!(seen.values().all(|&n| n < 3));
}

/// §2 the four-hour limit belongs to the app; the engine's status can say it.
#[test]
fn time_limit_is_unranked_and_final() {
    let mut game = Game::new(Rules::new(Edition::Kujifunza));
    game.end_by_time_limit();
    assert_eq!(game.status().to_string(), "unranked time-limit");
    assert!(game.legal_moves().is_empty());
    let mv = bao::rules::Move::parse("A3>", Edition::Kujifunza, bao::rules::Side::South).unwrap();
    assert!(game.play(mv).is_err(), "no move after the end");
}

/// An illegal move is refused with the legal ones listed, and changes nothing.
#[test]
fn illegal_moves_change_nothing() {
    let mut game = Game::new(Rules::new(Edition::Kujifunza));
    let before = *game.position();
    let mv = bao::rules::Move::parse("A8>", Edition::Kujifunza, bao::rules::Side::South).unwrap();
    let err = game.play(mv).unwrap_err().to_string();
    assert!(
        err.contains("A8> is not a legal move here; legal: A1> A2>"),
        "{err}"
    );
    assert_eq!(*game.position(), before);
    assert!(game.moves().is_empty());
}

/// §2 and rules decision 8: the trace of the 30-million-lap takata ends with
/// the event that ended the move, never with a plain seed drop, and names the
/// proof: the lap at which the repeated in-move state was first met.
#[test]
fn the_trace_of_a_long_never_ending_move_ends_with_its_proof() {
    let start = "kujifunza N 1,1,1,0,0,0,0,0/1,1,4,4,1,0,2,1 1,9,1,0,6,13,3,0/4,1,2,1,0,3,2,1 0,0";
    let (pos, events, status) = after(start, "a6>");
    assert_eq!(status, "unranked never-ending-move");
    assert_eq!(pos, start);
    let [
        bao::rules::Event::NeverEnding {
            laps, repeat_of, ..
        },
    ] = events[..]
    else {
        panic!("{events:?}");
    };
    assert!(repeat_of < laps && laps <= 33_000_000, "{repeat_of} {laps}");
}

/// Rules decision 8: a move that ends after more than SHOWN_LAPS laps (here
/// a Kimasai sowing of 1,157 laps) is traced lap by lap for its first laps,
/// then one `elided` event gives the board the rest leave, then the end.
/// Applied to the position before, the trace gives the position after.
#[test]
fn a_long_finite_move_is_traced_in_full_then_summed_up() {
    let start = "kimasai N 0,4,0,1,4,1,3,0/2,1,1,6,0,2,4,1 2,5,0,3,1,2,1,2/1,2,1,2,1,4,0,3 2,2";
    let (_, events, status) = after(start, "a5");
    assert_eq!(status, "ongoing");
    let relays = events
        .iter()
        .filter(|e| matches!(e, bao::rules::Event::Relay { .. }))
        .count() as u64;
    assert_eq!(
        relays,
        bao::rules::SHOWN_LAPS,
        "one relay ends each listed lap"
    );
    let elided: Vec<u64> = events
        .iter()
        .filter_map(|e| match e {
            bao::rules::Event::Elided { laps, .. } => Some(*laps),
            _ => None,
        })
        .collect();
    assert_eq!(elided, [1157 - bao::rules::SHOWN_LAPS]);
    assert!(matches!(
        events.last(),
        Some(bao::rules::Event::EndTurn { .. })
    ));
    assert!(events.len() < 20 * bao::rules::SHOWN_LAPS as usize);
}
