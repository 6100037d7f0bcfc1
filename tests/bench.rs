//! `bao bench`: the search's signature, pinned. Any change to how the bots
//! search or evaluate changes the node count; such a change updates
//! `SIGNATURE` in the same commit (run `bao bench --verbose` to see which
//! positions moved).

use bao::bot::features::Stage;
use bao::cli::bench::POSITIONS;
use bao::rules::{Edition, Position, Rules, legal_moves, play_for_search};
use std::process::Command;

/// The nodes `bao bench` searches in all.
const SIGNATURE: u64 = 3_493_882;

#[test]
fn the_bench_searches_the_pinned_number_of_nodes() {
    let out = Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(["bench", "--verbose"])
        .output()
        .expect("bao runs");
    assert!(out.status.success(), "{out:?}");
    let text = String::from_utf8(out.stdout).expect("utf-8");
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), POSITIONS.len() + 1, "{text}");
    let last = lines.last().expect("a line");
    // bench: <nodes> nodes, <s> s, <speed>M nodes/s
    let words: Vec<&str> = last.split_whitespace().collect();
    assert!(
        words.len() == 7 && words[0] == "bench:" && words[2] == "nodes," && words[6] == "nodes/s",
        "{last}"
    );
    let nodes: u64 = words[1].parse().expect("a node count");
    assert_eq!(
        nodes, SIGNATURE,
        "the bench's signature changed: if the bots were meant to play \
         differently, pin the new figure here and in docs/maintaining.md.\n{text}"
    );
}

#[test]
fn the_docs_give_the_pinned_signature() {
    let readme = include_str!("../docs/maintaining.md");
    let shown = format!("bench: {SIGNATURE} nodes, ");
    assert!(
        readme.contains(&shown),
        "docs/maintaining.md's \"Bench\" shows {shown}"
    );
}

#[test]
fn the_bench_positions_cover_every_edition_and_stage() {
    for bench in &POSITIONS {
        let position = Position::parse(bench.position).expect(bench.name);
        assert_eq!(position.to_string(), bench.position, "{}", bench.name);
        assert_eq!(Stage::of(&position), bench.stage, "{}", bench.name);
        let rules = Rules::new(position.edition);
        let moves = legal_moves(&position, &rules);
        assert!(moves.len() > 1, "{}: a choice to search", bench.name);
        let laps = moves
            .iter()
            .map(|&mv| play_for_search(&position, mv, &rules, 1_000).1.laps)
            .max()
            .unwrap_or(0);
        if bench.name.contains("relay") {
            assert!(
                laps >= 13,
                "{}: its longest move sows {laps} laps",
                bench.name
            );
        }
    }
    for edition in Edition::ALL {
        let start = Position::start(edition).to_string();
        assert!(
            POSITIONS.iter().any(|b| b.position == start),
            "the {edition} start"
        );
    }
    for stage in Stage::ALL {
        let count = POSITIONS.iter().filter(|b| b.stage == stage).count();
        assert!(
            count >= 3,
            "{} positions in the stage {}",
            count,
            stage.name()
        );
    }
}
