//! The solver (src/solve) against a plain exhaustive search: on small
//! Kujifunza positions the whole game graph is enumerated and solved by
//! retrograde analysis (a win is a position from which the prover reaches a
//! won ending whatever the other side does; no proof numbers, no table, no
//! path), and the solver must agree position by position. Every proof it
//! finds must pass the verify.

use bao::bot::{Level, MATE_BOUND, choose};
use bao::rules::{
    Edition, Game, Move, MoveEnd, Position, Rules, Side, Status, legal_moves, play_untraced,
    position_status,
};
use bao::solve::shortest::Shortest;
use bao::solve::{Answer, Budget, SHIPPED, Solver, extract, proofs_to_bytes, read_proofs, verify};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::collections::HashMap;

mod common;
use common::winner_positions;
use std::sync::atomic::AtomicBool;

const RULES: Rules = Rules::new(Edition::Kujifunza);

/// What a move leads to, for the retrograde analysis.
#[derive(Clone, Copy)]
enum Next {
    Won(Side),
    /// The game ends unranked (a never-ending move).
    Unranked,
    Position(usize),
}

/// Every position reachable from `root` (at most `cap`), and the moves of each.
fn graph(root: &Position, cap: usize) -> Option<(Vec<Position>, Vec<Vec<Next>>)> {
    let mut index: HashMap<Position, usize> = HashMap::new();
    let mut positions = vec![*root];
    let mut moves = Vec::new();
    index.insert(*root, 0);
    let mut i = 0;
    while i < positions.len() {
        let position = positions[i];
        let legal = legal_moves(&position, &RULES);
        let mut next = Vec::new();
        if let Status::Ongoing = position_status(&position, &legal) {
            for &mv in legal.iter() {
                let (child, outcome) = play_untraced(&position, mv, &RULES);
                next.push(match outcome.ending {
                    MoveEnd::NeverEnding { .. } => Next::Unranked,
                    MoveEnd::GameOver { loser } => Next::Won(loser.other()),
                    MoveEnd::Done => {
                        let n = positions.len();
                        let j = *index.entry(child).or_insert(n);
                        if j == n {
                            if n >= cap {
                                return None;
                            }
                            positions.push(child);
                        }
                        Next::Position(j)
                    }
                });
            }
        }
        moves.push(next);
        i += 1;
    }
    Some((positions, moves))
}

/// Retrograde analysis: which positions `prover` wins by force.
fn wins(positions: &[Position], moves: &[Vec<Next>], prover: Side) -> Vec<bool> {
    let mut won: Vec<bool> = positions
        .iter()
        .map(|p| {
            let legal = legal_moves(p, &RULES);
            matches!(position_status(p, &legal), Status::Won { winner, .. } if winner == prover)
        })
        .collect();
    loop {
        let mut changed = false;
        for (i, position) in positions.iter().enumerate() {
            if won[i] || moves[i].is_empty() {
                continue;
            }
            let good = |n: &Next| match *n {
                Next::Won(w) => w == prover,
                Next::Unranked => false,
                Next::Position(j) => won[j],
            };
            let now = if position.side == prover {
                moves[i].iter().any(good)
            } else {
                moves[i].iter().all(good)
            };
            if now {
                won[i] = true;
                changed = true;
            }
        }
        if !changed {
            return won;
        }
    }
}

/// Retrograde analysis by rounds: the fewest plies in which `prover` forces
/// a win from each position (round `r` finds the positions won within `r`).
fn plies_to_win(positions: &[Position], moves: &[Vec<Next>], prover: Side) -> Vec<Option<u16>> {
    let mut plies: Vec<Option<u16>> = vec![None; positions.len()];
    for round in 1..=u16::MAX {
        let last = plies.clone();
        let good = |n: &Next| match *n {
            Next::Won(w) => w == prover,
            Next::Unranked => false,
            Next::Position(j) => {
                let legal = legal_moves(&positions[j], &RULES);
                match position_status(&positions[j], &legal) {
                    Status::Won { winner, .. } => winner == prover,
                    _ => last[j].is_some(),
                }
            }
        };
        for (i, position) in positions.iter().enumerate() {
            if plies[i].is_some() || moves[i].is_empty() {
                continue;
            }
            let won = if position.side == prover {
                moves[i].iter().any(good)
            } else {
                moves[i].iter().all(good)
            };
            if won {
                plies[i] = Some(round);
            }
        }
        if plies == last {
            return plies;
        }
    }
    plies
}

/// A Kujifunza position with `seeds` seeds dropped at random.
fn random_position(rng: &mut Xoshiro256PlusPlus, seeds: u32) -> Position {
    let mut position = Position::start(Edition::Kujifunza);
    position.board.pits = [[0; 16]; 2];
    for _ in 0..seeds {
        let side = rng.random_range(0..2usize);
        // Front pits more often, so both front rows usually hold seeds.
        let pit = if rng.random_range(0..3) == 0 {
            rng.random_range(8..16usize)
        } else {
            rng.random_range(0..8usize)
        };
        position.board.pits[side][pit] += 1;
    }
    if rng.random_range(0..2) == 1 {
        position.side = Side::North;
    }
    position
}

/// The solver's answer for `prover`, and the proof checked when it is one.
fn solved(root: &Position, prover: Side) -> Answer {
    let mut solver = Solver::new(RULES, prover);
    let answer = solver.solve(
        root,
        Budget {
            nodes: 5_000_000,
            entries: 1 << 22,
        },
    );
    if answer == Answer::Proven && !legal_moves(root, &RULES).is_empty() {
        let proof = extract(&solver, root).expect("a proof from a proven table");
        verify(&proof, RULES).unwrap_or_else(|e| panic!("{root}: the proof fails: {e}"));
    }
    answer
}

/// Positions compared, and of the answers how many were wins.
#[derive(Debug, Default)]
struct Compared {
    positions: usize,
    wins: usize,
    not_wins: usize,
    /// Times a shortest-win search held to 16 bounds dropped some.
    collections: usize,
}

/// Compares the solver with the retrograde analysis on up to `per_root`
/// positions of the graph of each root; and, on a won position, the
/// shortest forced win with the round that found it.
fn compare(roots: &[Position], per_root: usize, cap: usize) -> Compared {
    let mut compared = Compared::default();
    for root in roots {
        let Some((positions, moves)) = graph(root, cap) else {
            continue;
        };
        let won = [Side::South, Side::North].map(|s| wins(&positions, &moves, s));
        let plies = [Side::South, Side::North].map(|s| plies_to_win(&positions, &moves, s));
        // The two retrograde analyses agree on every position with a move.
        for side in [Side::South, Side::North] {
            for (i, next) in moves.iter().enumerate() {
                if !next.is_empty() {
                    assert_eq!(won[side.index()][i], plies[side.index()][i].is_some());
                }
            }
        }
        let step = (positions.len() / per_root).max(1);
        for (i, position) in positions.iter().enumerate().step_by(step) {
            for prover in [Side::South, Side::North] {
                let expected = won[prover.index()][i];
                let answer = solved(position, prover);
                match answer {
                    Answer::Proven => {
                        assert!(expected, "{position}: {prover:?} proven, not a win");
                        compared.wins += 1;
                        if let Some(fewest) = plies[prover.index()][i] {
                            let mut shortest = Shortest::new(RULES, prover);
                            assert_eq!(shortest.plies(position, 400), Some(fewest), "{position}");
                            // Held to a few bounds, it drops them and still agrees.
                            let mut held = Shortest::new(RULES, prover).with_cap(16);
                            assert_eq!(held.plies(position, 400), Some(fewest), "{position}");
                            assert!(held.bounds() <= 17, "{position}: {}", held.bounds());
                            compared.collections += held.collections as usize;
                        }
                    }
                    Answer::Disproven { certain } => {
                        assert!(
                            !expected,
                            "{position}: {prover:?} disproven (certain: {certain}), but a win"
                        );
                        compared.not_wins += 1;
                    }
                    Answer::Unknown => panic!("{position}: unknown within the budget"),
                }
            }
            compared.positions += 1;
        }
    }
    compared
}

#[test]
fn the_solver_agrees_with_retrograde_analysis_on_small_endgames() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(24);
    let roots: Vec<Position> = (0..100)
        .map(|i| random_position(&mut rng, 4 + i % 9))
        .collect();
    let compared = compare(&roots, 8, 20_000);
    eprintln!("{compared:?}");
    assert!(compared.positions >= 200, "{compared:?}");
    assert!(compared.collections > 0, "{compared:?}");
}

/// Positions from which neither side can force a win (the loser can always
/// steer to a repetition), found by the retrograde analysis on random
/// positions: the solver's disproofs that lean on a repeated position are
/// right here, on every position of their graphs.
#[test]
fn the_solver_agrees_where_a_repetition_saves_the_game() {
    let roots: Vec<Position> = [
        "kujifunza N 0,0,0,0,0,0,1,0/1,2,0,0,0,0,0,0 0,0,2,0,0,0,2,0/0,0,0,0,0,0,0,0 0,0",
        "kujifunza N 2,0,0,2,0,0,1,0/0,1,0,0,0,0,0,0 2,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0",
        "kujifunza S 0,2,1,1,0,0,0,0/0,0,0,1,0,0,0,1 0,0,1,0,0,0,3,1/0,0,0,0,1,0,0,0 0,0",
        "kujifunza N 3,1,0,1,0,1,0,1/1,2,1,0,1,0,1,0 2,0,0,0,0,0,0,0/0,1,1,0,0,0,0,0 0,0",
        "kujifunza S 0,0,0,0,1,0,0,0/0,0,0,0,0,0,2,1 2,0,1,0,1,0,0,0/1,0,0,1,0,0,0,0 0,0",
        "kujifunza N 0,0,0,2,0,1,1,1/0,0,0,0,0,0,0,0 0,0,0,0,0,1,0,0/0,2,0,1,1,0,0,0 0,0",
    ]
    .iter()
    .map(|text| Position::parse(text).unwrap())
    .collect();
    for root in &roots {
        let (positions, moves) = graph(root, 20_000).unwrap();
        let won = [Side::South, Side::North].map(|s| wins(&positions, &moves, s));
        assert!(!won[0][0] && !won[1][0], "{root} is won");
    }
    let compared = compare(&roots, 40, 20_000);
    eprintln!("{compared:?}");
    assert!(compared.positions >= 150, "{compared:?}");
}

/// §2: a never-ending move ends the game unranked. North's a6> here never
/// ends (its in-move state first repeats after about 30 million laps), so
/// South cannot force a win, and the disproof needs no repetition.
#[test]
fn a_never_ending_reply_saves_the_game() {
    let root = Position::parse(
        "kujifunza N 1,1,1,0,0,0,0,0/1,1,4,4,1,0,2,1 1,9,1,0,6,13,3,0/4,1,2,1,0,3,2,1 0,0",
    )
    .unwrap();
    let mut solver = Solver::new(RULES, Side::South);
    let budget = Budget {
        nodes: 1,
        entries: 1 << 20,
    };
    assert_eq!(
        solver.solve(&root, budget),
        Answer::Disproven { certain: true }
    );
}

/// Positions a few plies from the end of random games from the start.
#[test]
fn the_solver_agrees_with_retrograde_analysis_near_the_end_of_games() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let mut roots = Vec::new();
    for _ in 0..50 {
        let mut line = vec![Position::start(Edition::Kujifunza)];
        loop {
            let position = *line.last().unwrap();
            let legal = legal_moves(&position, &RULES);
            if legal.is_empty() || line.len() > 400 {
                break;
            }
            let mv: Move = legal[rng.random_range(0..legal.len())];
            let (child, outcome) = play_untraced(&position, mv, &RULES);
            if outcome.ending != MoveEnd::Done {
                break;
            }
            line.push(child);
        }
        let back = rng.random_range(1..5usize).min(line.len() - 1);
        roots.push(line[line.len() - 1 - back]);
    }
    let compared = compare(&roots, 4, 50_000);
    eprintln!("{compared:?}");
    assert!(compared.positions >= 10, "{compared:?}");
}

/// The start: South wins (the shipped proof's claim, found again).
#[test]
fn south_wins_the_kujifunza_start() {
    let start = Position::start(Edition::Kujifunza);
    assert_eq!(solved(&start, Side::South), Answer::Proven);
}

/// RULES.md §3 and §1: 2 seeds in each of the 32 pits, South to move.
const KUJIFUNZA_START: &str =
    "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0";

#[test]
fn the_shipped_proof_is_of_the_kujifunza_start_then_of_each_first_move() {
    let proofs = read_proofs(SHIPPED).expect("the shipped proofs read");
    let start = Position::parse(KUJIFUNZA_START).unwrap();
    assert_eq!(proofs[0].root, start);
    assert_eq!(proofs[0].root, Position::start(Edition::Kujifunza));
    assert_eq!(proofs[0].root.to_string(), KUJIFUNZA_START);
    assert_eq!(proofs[0].winner, Side::South);
    let first_moves = legal_moves(&start, &RULES);
    assert_eq!(first_moves.len(), 16);
    assert_eq!(proofs.len(), 1 + first_moves.len());
    for (proof, &mv) in proofs[1..].iter().zip(first_moves.iter()) {
        assert_eq!(proof.root, play_untraced(&start, mv, &RULES).0);
    }
    for proof in &proofs {
        verify(proof, RULES).unwrap_or_else(|e| panic!("{}: {e}", proof.root));
    }
}

/// A move code (loop pit × 2, +1 anticlockwise) not legal at `position`.
fn illegal_code(position: &Position) -> u8 {
    let legal = legal_moves(position, &RULES);
    (0..32u8)
        .find(|&c| !legal.contains(&bao::solve::code_move(c)))
        .expect("some move is not legal")
}

/// Corrupting one move of the file makes the verify fail, naming the
/// position: every winner's position of the start's proof, in turn.
#[test]
fn corrupting_one_move_makes_the_verify_fail_naming_the_position() {
    let proofs = read_proofs(SHIPPED).unwrap();
    assert_eq!(proofs_to_bytes(&proofs), SHIPPED, "the file is as written");
    let positions = winner_positions(&proofs[0], None);
    assert_eq!(positions.len(), proofs[0].entries.len());
    for position in positions {
        let key = position.hash().to_le_bytes();
        let at = SHIPPED
            .windows(8)
            .position(|w| w == key)
            .expect("the position's record");
        let mut bytes = SHIPPED.to_vec();
        bytes[at + 8] = illegal_code(&position);
        let corrupt = read_proofs(&bytes).expect("still a proof file");
        let error = verify(&corrupt[0], RULES).expect_err("the verify fails");
        assert!(error.contains(&position.to_string()), "{error}");
    }
}

/// The same through `bao solve verify`: the start's move changed in the
/// file; the verify fails and names the start. A cut or foreign file is a
/// message, not a panic.
#[test]
fn bao_solve_verify_fails_on_a_corrupt_file() {
    let dir = std::env::temp_dir().join(format!("bao-solve-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let run = |args: &[&str]| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_bao"))
            .args(args)
            .output()
            .unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (ok, out, _) = run(&["solve", "verify"]);
    assert!(ok);
    assert!(
        out.contains("proof 1 (the start): South wins by force"),
        "{out}"
    );

    let start = Position::parse(KUJIFUNZA_START).unwrap();
    let at = SHIPPED
        .windows(8)
        .position(|w| w == start.hash().to_le_bytes())
        .unwrap();
    let mut bytes = SHIPPED.to_vec();
    bytes[at + 8] = illegal_code(&start);
    let corrupt = dir.join("corrupt.proof");
    std::fs::write(&corrupt, &bytes).unwrap();
    let (ok, _, err) = run(&["solve", "verify", "--proof", corrupt.to_str().unwrap()]);
    assert!(!ok);
    assert!(err.contains(&format!("at {KUJIFUNZA_START}")), "{err}");
    assert!(!err.contains("panicked"), "{err}");

    std::fs::write(&corrupt, &SHIPPED[..SHIPPED.len() / 2]).unwrap();
    let (ok, _, err) = run(&["solve", "verify", "--proof", corrupt.to_str().unwrap()]);
    assert!(
        !ok && err.contains("cut short") && !err.contains("panicked"),
        "{err}"
    );
    std::fs::write(&corrupt, b"bao-solve-table 1\n").unwrap();
    let (ok, _, err) = run(&["solve", "--table", corrupt.to_str().unwrap()]);
    assert!(!ok && err.contains("not a solve table"), "{err}");
    let (ok, _, err) = run(&["solve", "--position", "kujifunza S 2,2"]);
    assert!(
        !ok && err.starts_with("bao: ") && !err.contains("panicked"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The resumable tables: a solve cut by its node budget and resumed gives
/// the answer of a solve in one piece.
#[test]
fn a_solve_resumed_from_its_table_finishes() {
    let dir = std::env::temp_dir().join(format!("bao-solve-resume-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let table = dir.join("start.table");
    let run = |nodes: &str| {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_bao"))
            .args([
                "solve",
                "--nodes",
                nodes,
                "--table",
                table.to_str().unwrap(),
            ])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    assert!(run("200").contains("value: unknown"));
    assert!(run("200").contains("value: unknown"));
    assert!(run("100000").contains("value: South wins"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Bingwa plays the proof: from the start as South against random replies it
/// wins every game, every move from the proof (no search).
#[test]
fn bingwa_as_south_wins_every_game_against_random_play() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(1000);
    let level = Level::get(6).unwrap();
    let stop = AtomicBool::new(false);
    for _ in 0..1000 {
        let mut game = Game::new(RULES);
        while !game.status().is_over() {
            let mv = if game.position().side == Side::South {
                let result = choose(game.position(), RULES, level, &stop);
                assert_eq!(result.nodes, 0, "{}: off the proof", game.position());
                assert!(result.score > MATE_BOUND);
                result.best
            } else {
                let legal = game.legal_moves();
                legal[rng.random_range(0..legal.len())]
            };
            game.play_untraced(mv).unwrap();
        }
        assert!(
            matches!(
                game.status(),
                Status::Won {
                    winner: Side::South,
                    ..
                }
            ),
            "{:?}",
            game.status()
        );
    }
}

/// Bingwa from the proof as South against every level as North (each game
/// is the same every run: the bots are deterministic, so one game a level).
#[test]
fn bingwa_as_south_beats_every_level() {
    let stop = AtomicBool::new(false);
    for north in 1..=6 {
        let mut game = Game::new(RULES);
        while !game.status().is_over() {
            let level = if game.position().side == Side::South {
                6
            } else {
                north
            };
            let result = choose(game.position(), RULES, Level::get(level).unwrap(), &stop);
            game.play_untraced(result.best).unwrap();
        }
        eprintln!(
            "level {north}: {} plies, {}",
            game.moves().len(),
            game.status()
        );
        assert!(matches!(
            game.status(),
            Status::Won {
                winner: Side::South,
                ..
            }
        ));
    }
}

/// The figure src/rules/README.md reports: the solver's and the bot's search
/// rates on the same positions (the start and the position after each first
/// move). `cargo test --release --no-default-features --test solve -- --ignored rates --nocapture`
#[test]
#[ignore]
fn rates_of_the_solver_and_the_bot() {
    let start = Position::start(Edition::Kujifunza);
    let mut roots = vec![start];
    for &mv in legal_moves(&start, &RULES).iter() {
        roots.push(play_untraced(&start, mv, &RULES).0);
    }
    let stop = AtomicBool::new(false);
    let (mut solver_nodes, mut solver_moves, mut solver_time) = (0u64, 0u64, 0f64);
    let (mut bot_nodes, mut bot_time) = (0u64, 0f64);
    for root in &roots {
        for prover in [Side::South, Side::North] {
            let mut solver = Solver::new(RULES, prover);
            let t = std::time::Instant::now();
            solver.solve(
                root,
                Budget {
                    nodes: 200_000,
                    entries: 1 << 24,
                },
            );
            solver_time += t.elapsed().as_secs_f64();
            solver_nodes += solver.counters.nodes;
            solver_moves += solver.counters.moves_played;
        }
        let t = std::time::Instant::now();
        let result = bao::bot::choose_with_nodes(root, RULES, 1_000_000, &stop);
        bot_time += t.elapsed().as_secs_f64();
        bot_nodes += result.nodes;
    }
    eprintln!(
        "solver: {solver_nodes} nodes, {solver_moves} moves played in {solver_time:.2} s: {:.0} nodes/s, {:.0} moves/s",
        solver_nodes as f64 / solver_time,
        solver_moves as f64 / solver_time
    );
    eprintln!(
        "bot: {bot_nodes} nodes in {bot_time:.2} s: {:.0} nodes/s",
        bot_nodes as f64 / bot_time
    );
}

/// The memory budget: a table held to a few hundred entries drops undecided
/// ones (never a proof's) and still proves the start, with a proof that
/// verifies.
#[test]
fn a_small_table_still_proves_the_start() {
    let start = Position::start(Edition::Kujifunza);
    let mut solver = Solver::new(RULES, Side::South);
    let answer = solver.solve(
        &start,
        Budget {
            nodes: 10_000_000,
            entries: 400,
        },
    );
    assert_eq!(answer, Answer::Proven);
    assert!(solver.counters.collections > 0);
    let proof = extract(&solver, &start).unwrap();
    verify(&proof, RULES).unwrap();
}

/// `bao solve match`'s check, small: Bingwa from the proof against each
/// level (its search cut to 20,000 nodes) that plays a seeded random move
/// half the time, and against random play, as South from the start and as
/// North after a losing first move: every game won, every move of Bingwa's
/// a proven one, and the games differ (the bots alone are deterministic).
#[test]
fn bingwa_wins_distinct_games_against_deviating_levels_and_random_play() {
    use bao::cli::proven_match::{Opponent, ProvenMatch};
    let mut opponents: Vec<Opponent> = (1..=6)
        .map(|n| Opponent::Level(Level::get(n).unwrap()))
        .collect();
    opponents.push(Opponent::Random);
    for side in [Side::South, Side::North] {
        for &opponent in &opponents {
            let config = ProvenMatch {
                opponent,
                games: 20,
                seed: 24,
                deviate: 0.5,
                nodes: Some(20_000),
                side,
            };
            let report = config.run(|_, _| {});
            let name = format!("{opponent:?} against {side:?}");
            assert_eq!(report.games, 20, "{name}");
            assert_eq!(report.wins, 20, "{name}: {report:?}");
            assert_eq!(report.on_proof, 20, "{name}: {report:?}");
            assert!(report.distinct >= 3, "{name}: {report:?}");
            assert!(report.random_moves > 0, "{name}: {report:?}");
            // The same seed, the same games.
            assert_eq!(config.run(|_, _| {}), report, "{name}");
        }
    }
}

/// Every game the shipped proofs allow, played as games: from the start
/// (South's proof) and after each losing first move (North's), every legal
/// reply in turn against Bingwa's own moves. Each is won on the proof, and
/// the games are exactly the lines the proofs count.
#[test]
fn bingwa_wins_every_game_the_proofs_allow() {
    use bao::cli::proven_match::{Opponent, ProvenMatch};
    for side in [Side::South, Side::North] {
        let config = ProvenMatch {
            opponent: Opponent::All,
            games: u64::MAX,
            seed: 0,
            deviate: 0.0,
            nodes: None,
            side,
        };
        let (lines, replies) = config.possible().unwrap();
        let report = config.run(|_, _| {});
        eprintln!("{side:?}: {lines} lines, {replies} replying positions; {report:?}");
        assert!(lines > 100, "{lines}");
        assert_eq!(report.games, lines, "{report:?}");
        assert_eq!(report.distinct, lines, "{report:?}");
        assert_eq!(report.wins, lines, "{report:?}");
        assert_eq!(report.on_proof, lines, "{report:?}");
        assert_eq!(report.opponent_positions as usize, replies, "{report:?}");
    }
    let start = read_proofs(SHIPPED).unwrap().remove(0);
    assert_eq!(bao::solve::count_lines(&start, RULES), Ok(504));
}

/// A run stopped at a pause (as `bao solve --table` stops to save) goes on
/// from its table: the same answer, and less work than starting again.
#[test]
fn a_paused_solve_goes_on_from_its_table() {
    let start = Position::start(Edition::Kujifunza);
    let budget = Budget {
        nodes: u64::MAX,
        entries: 1 << 20,
    };
    let mut fresh = Solver::new(RULES, Side::South);
    assert_eq!(fresh.solve(&start, budget), Answer::Proven);
    assert!(!fresh.paused());
    let mut solver = Solver::new(RULES, Side::South);
    solver.pause_at(Some(std::time::Instant::now()));
    assert_eq!(solver.solve(&start, budget), Answer::Unknown);
    assert!(solver.paused());
    let before = solver.counters.nodes;
    assert!(before > 0 && before < fresh.counters.nodes, "{before}");
    solver.pause_at(None);
    assert_eq!(solver.solve(&start, budget), Answer::Proven);
    assert!(!solver.paused());
    let after = solver.counters.nodes - before;
    assert!(
        after < fresh.counters.nodes,
        "{after} nodes after the pause, {} fresh",
        fresh.counters.nodes
    );
    let proof = extract(&solver, &start).unwrap();
    verify(&proof, RULES).unwrap();
}

/// `bao solve --table` saves during the run: a run killed before its end
/// leaves a whole table (saved every second here), and a run resumed from
/// it knows what the killed one proved (the start, in one node).
#[test]
fn a_killed_solve_resumes_from_the_table_it_saved() {
    let dir = std::env::temp_dir().join(format!("bao-solve-killed-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let table = dir.join("start.table");
    let bao = env!("CARGO_BIN_EXE_bao");
    // The start and every first move, both sides' questions: far longer
    // than a second (its never-ending moves alone take seconds).
    let mut child = std::process::Command::new(bao)
        .args(["solve", "--each-move", "--save-every", "1", "--table"])
        .arg(&table)
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::null())
        .spawn()
        .unwrap();
    let waited = std::time::Instant::now();
    while !table.exists() && waited.elapsed().as_secs() < 300 {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    assert!(table.exists(), "no table saved in 300 s");
    assert!(child.try_wait().unwrap().is_none(), "the run ended first");
    child.kill().unwrap();
    let out = child.wait_with_output().unwrap();
    let out = String::from_utf8_lossy(&out.stdout);
    assert!(!out.contains("tables saved"), "{out}");

    let bytes = std::fs::read(&table).unwrap();
    let start = Position::start(Edition::Kujifunza);
    let saved = bao::solve::table::from_bytes(&bytes, &start).unwrap();
    let south = saved.iter().find(|s| s.prover == Side::South).unwrap();
    assert!(south.nodes > 0 && !south.table.is_empty());

    let run = |with_table: bool| {
        let mut command = std::process::Command::new(bao);
        command.args(["solve", "--nodes", "1"]);
        if with_table {
            command.arg("--table").arg(&table);
        }
        let out = command.output().unwrap();
        assert!(out.status.success());
        (
            String::from_utf8_lossy(&out.stdout).into_owned(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (out, _) = run(false);
    assert!(out.contains("value: unknown"), "{out}");
    let (out, err) = run(true);
    assert!(err.contains("resumed from"), "{err}");
    assert!(out.contains("value: South wins"), "{out}");
    std::fs::remove_dir_all(&dir).unwrap();
}
