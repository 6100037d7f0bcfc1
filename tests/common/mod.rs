//! Helpers shared by the rules tests.
#![allow(dead_code)]

use bao::rules::replay::replay;
use bao::rules::{Event, Game, Position};
use std::path::{Path, PathBuf};

/// A game from a position string, takasia on.
pub fn game(position: &str) -> Game {
    game_with(position, true)
}

pub fn game_with(position: &str, takasia: bool) -> Game {
    let position = Position::parse(position).unwrap_or_else(|e| panic!("{position}: {e}"));
    Game::from_position(position, takasia)
}

/// The legal moves of a position, as text, in the engine's order.
pub fn legal(position: &str) -> Vec<String> {
    let game = game(position);
    game.legal_moves()
        .iter()
        .map(|&m| game.move_text(m))
        .collect()
}

/// Plays `mv` on the position, checks that its trace replays to the result,
/// and returns the game after it with the trace.
pub fn play_on(mut game: Game, mv: &str) -> (Game, Vec<Event>) {
    let before = *game.position();
    let parsed = game.parse_move(mv).unwrap_or_else(|e| panic!("{mv}: {e}"));
    let events = game.play(parsed).unwrap();
    assert_eq!(
        replay(&before, &events).unwrap(),
        *game.position(),
        "the trace of {mv} replays to the position play returned"
    );
    (game, events)
}

/// The position string after `mv`, its trace and the status text.
pub fn after(position: &str, mv: &str) -> (String, Vec<Event>, String) {
    after_with(position, mv, true)
}

pub fn after_with(position: &str, mv: &str, takasia: bool) -> (String, Vec<Event>, String) {
    let (game, events) = play_on(game_with(position, takasia), mv);
    (
        game.position().to_string(),
        events,
        game.status().to_string(),
    )
}

/// The trace as JSON lines, for `contains` checks on event names and fields.
pub fn json(events: &[Event]) -> Vec<String> {
    events
        .iter()
        .map(|e| serde_json::to_string(e).unwrap())
        .collect()
}

pub fn has(events: &[Event], needle: &str) -> bool {
    json(events).iter().any(|line| line.contains(needle))
}

/// A fresh, empty folder for one test (removed first if a run left it).
pub fn scratch_folder(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("bao-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The names of the files in `dir`, sorted.
pub fn file_names(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// The positions where a proof's winner moves that its strategy reaches
/// from the root, walked as the verify does, leaving out the loser's reply
/// `skip` (a position and a move).
pub fn winner_positions(
    proof: &bao::solve::Proof,
    skip: Option<(Position, bao::rules::Move)>,
) -> Vec<Position> {
    use bao::rules::{MoveEnd, Rules, legal_moves, play_untraced};
    let rules = Rules::new(proof.root.edition);
    let mut seen = std::collections::HashSet::new();
    let mut stack = vec![proof.root];
    let mut found = Vec::new();
    while let Some(position) = stack.pop() {
        if !seen.insert(position) {
            continue;
        }
        let moves = if position.side == proof.winner {
            let Some((mv, _)) = proof.lookup(&position) else {
                continue;
            };
            found.push(position);
            vec![mv]
        } else {
            legal_moves(&position, &rules).to_vec()
        };
        for mv in moves {
            if skip == Some((position, mv)) {
                continue;
            }
            let (child, outcome) = play_untraced(&position, mv, &rules);
            if outcome.ending == MoveEnd::Done {
                stack.push(child);
            }
        }
    }
    found
}
