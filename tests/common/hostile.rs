//! Hostile record files of at most 1 MiB, built to cost a reader as much as
//! they can: the tests check that each is read or refused
//! within a bound, and `benches/engine.rs` measures them.

use bao::record::game::{GameRecord, MAX_FILE_BYTES, PlayerTags};
use bao::rules::{
    Edition, Game, MAX_PLIES, Move, MoveEnd, Position, Rules, legal_moves, play_untraced,
    position_status,
};
use std::collections::HashSet;

/// RULES.md §2: the takata whose in-move state first repeats after about 30
/// million laps, North's `a6>` from this position (South's back row is
/// filled in by the callers).
const TAKATA_SOUTH_FRONT: &str = "1,1,1,0,0,0,0,0";
const TAKATA_SOUTH_BACK: [u8; 8] = [1, 1, 4, 4, 1, 0, 2, 1];
const TAKATA_NORTH: &str = "1,9,1,0,6,13,3,0/4,1,2,1,0,3,2,1";

/// The never-ending takata as one record; `back` is South's back row, which
/// the move never touches (a takata sows only the mover's rows, and the
/// back row faces nothing), so each order of it is another position with
/// the same 30-million-lap proof. Kiswahili with `house=N` runs the same
/// sowing through the general lap loop (the mover owns a nyumba), the
/// slowest one.
pub fn takata(edition: Edition, back: &[u8; 8]) -> String {
    let back = back.map(|n| n.to_string()).join(",");
    let (name, flags) = match edition {
        Edition::Kiswahili => ("kiswahili", " house=N"),
        _ => ("kujifunza", ""),
    };
    format!(
        "[Version \"1\"]\n[Edition \"{name}\"]\n[Position \"{name} N {TAKATA_SOUTH_FRONT}/{back} \
         {TAKATA_NORTH} 0,0{flags}\"]\n[Result \"unranked\"]\n[Reason \"never-ending move\"]\n\n\
         1... a6> unranked\n"
    )
}

/// Records joined by blank lines while they fit in 1 MiB.
pub fn fill(records: impl IntoIterator<Item = String>) -> String {
    let mut text = String::new();
    for record in records {
        if text.len() + record.len() + 1 > MAX_FILE_BYTES as usize {
            break;
        }
        if !text.is_empty() {
            text.push('\n');
        }
        text.push_str(&record);
    }
    text
}

/// The distinct orders of South's back row (840 of them), each a position
/// the reader has not proven yet.
pub fn back_rows() -> Vec<[u8; 8]> {
    let mut rows = Vec::new();
    let mut row = TAKATA_SOUTH_BACK;
    row.sort_unstable();
    loop {
        rows.push(row);
        // The next permutation in lexicographic order.
        let Some(i) = (0..7).rev().find(|&i| row[i] < row[i + 1]) else {
            return rows;
        };
        let j = (i + 1..8).rev().find(|&j| row[j] > row[i]).unwrap_or(i + 1);
        row.swap(i, j);
        row[i + 1..].reverse();
    }
}

/// 1 MiB of copies of the one never-ending takata (about 6,000).
pub fn copies_of_one_proof() -> String {
    let one = takata(Edition::Kujifunza, &TAKATA_SOUTH_BACK);
    fill(std::iter::repeat(one))
}

/// Every distinct never-ending takata of [`back_rows`], in `edition`.
pub fn distinct_proofs(edition: Edition) -> String {
    fill(back_rows().iter().map(|back| takata(edition, back)))
}

/// One record whose tags fill 1 MiB: about 70,000 distinct unknown tags.
pub fn thousands_of_tags() -> String {
    let mut text = String::from("[Version \"1\"]\n[Edition \"kimasai\"]\n[Result \"*\"]\n");
    let end = "\n*\n";
    let mut n = 0u32;
    loop {
        let tag = format!("[T{n} \"v\"]\n");
        if text.len() + tag.len() + end.len() > MAX_FILE_BYTES as usize {
            break;
        }
        text.push_str(&tag);
        n += 1;
    }
    text.push_str(end);
    text
}

/// The longest lines: one tag value, one comment and one move token, each
/// about a third of 1 MiB, on a line of its own.
pub fn longest_lines() -> String {
    let third = MAX_FILE_BYTES as usize / 3 - 100;
    format!(
        "[Version \"1\"]\n[Edition \"kimasai\"]\n[Result \"*\"]\n[Event \"{}\"]\n\n{{{}}}\n{} *\n",
        "e".repeat(third),
        "c".repeat(third),
        "A".repeat(third)
    )
}

/// A game of `edition` that runs to the 2,000-ply limit (or as near as a
/// bounded search gets): the longest game a record can hold, each ply a
/// full move generation and a repetition check against every position
/// before it. A depth-first search from a fixed seed for moves that neither
/// end the game nor repeat a position, backing up where none is left.
pub fn longest_game(edition: Edition) -> GameRecord {
    let rules = Rules::new(edition);
    let start = Position::start(edition);
    let mut seed = 0x9E37_79B9_7F4A_7C15_u64;
    // Each level: the position, its moves still to try.
    let mut stack: Vec<(Position, Vec<Move>)> = vec![(start, legal_moves(&start, &rules).to_vec())];
    let mut path: Vec<Move> = Vec::new();
    let mut longest: Vec<Move> = Vec::new();
    let mut seen = HashSet::from([start]);
    let mut nodes = 0u32;
    // Kimasai finds no more than some hundred plies however long it looks.
    let most = if edition == Edition::Kimasai {
        20_000
    } else {
        400_000
    };
    while path.len() < MAX_PLIES - 1 && nodes < most {
        let Some((position, untried)) = stack.last_mut() else {
            break;
        };
        let position = *position;
        if untried.is_empty() {
            stack.pop();
            seen.remove(&position);
            path.pop();
            continue;
        }
        seed = seed
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        let mv = untried.swap_remove((seed >> 33) as usize % untried.len());
        nodes += 1;
        let (after, outcome) = play_untraced(&position, mv, &rules);
        if matches!(outcome.ending, MoveEnd::NeverEnding { .. }) || seen.contains(&after) {
            continue;
        }
        let legal = legal_moves(&after, &rules);
        if position_status(&after, &legal).is_over() {
            continue;
        }
        seen.insert(after);
        path.push(mv);
        stack.push((after, legal.to_vec()));
        if path.len() > longest.len() {
            longest.clone_from(&path);
        }
    }
    // The last ply may end the game any way: the move limit ends it anyway.
    let mut game = Game::new(rules);
    for &mv in &longest {
        game.play_untraced(mv).expect("a legal move");
    }
    if let Some(&mv) = game.legal_moves().first() {
        game.play_untraced(mv).expect("a legal move");
    }
    GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default())
}

/// 1 MiB of copies of a long game: no move is long, so nothing is
/// remembered; every copy is replayed in full.
pub fn copies_of(game: &GameRecord) -> String {
    fill(std::iter::repeat(game.to_text()))
}

/// The costliest file found: copies of the longest game up to the last few
/// kilobytes, then distinct never-ending takatas through the slowest lap
/// loop until the lap budget runs out (the file is refused at its end).
pub fn worst() -> String {
    let proofs: Vec<String> = back_rows()
        .iter()
        .take(16)
        .map(|back| takata(Edition::Kiswahili, back))
        .collect();
    let room = proofs.iter().map(|p| p.len() + 1).sum::<usize>();
    let game = longest_game(Edition::Kiswahili).to_text();
    let mut text = String::new();
    while text.len() + game.len() + 1 + room <= MAX_FILE_BYTES as usize {
        text.push_str(&game);
        text.push('\n');
    }
    text.push_str(&proofs.join("\n"));
    assert!(text.len() <= MAX_FILE_BYTES as usize);
    text
}
