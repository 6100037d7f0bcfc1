//! The top level's memory across a game's moves (`keep`, `bot::Memory`):
//! empty, it changes nothing; kept, it saves the next search work; the same
//! game gives the same moves; a new game, another budget or a depth-bounded
//! level starts afresh.

use bao::bot::{self, DEFAULT_EVAL, Level, Memory, Method, SearchResult, default_method};
use bao::cli::engine::{Reply, Session};
use bao::rules::{Edition, Game, Position, Rules};
use rand::{RngExt, SeedableRng};
use std::sync::atomic::AtomicBool;

/// Bao la Kiswahili games after a few random plies.
fn kiswahili_games(count: usize, seed: u64) -> Vec<Game> {
    let mut rng = rand::rngs::Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut games = Vec::new();
    while games.len() < count {
        let mut game = Game::new(Rules::new(Edition::Kiswahili));
        for _ in 0..rng.random_range(0..30) {
            if game.status().is_over() {
                break;
            }
            let legal = game.legal_moves();
            game.play_untraced(legal[rng.random_range(0..legal.len())])
                .unwrap();
        }
        if !game.status().is_over() && game.legal_moves().len() > 1 {
            games.push(game);
        }
    }
    games
}

fn search(position: &Position, nodes: u64, method: Method, memory: &mut Memory) -> SearchResult {
    let stop = AtomicBool::new(false);
    let rules = Rules::new(position.edition);
    let how = (DEFAULT_EVAL, method);
    bot::choose_with_nodes_method(position, rules, nodes, how, (memory, &stop), &mut |_| {})
}

/// The bots' search with `keep`.
fn kept() -> Method {
    Method {
        keep: true,
        ..default_method(Edition::Kiswahili)
    }
}

/// With nothing kept, `keep` searches as the search without it: the first
/// move of a game is the move it always was.
#[test]
fn an_empty_memory_changes_nothing() {
    let without = Method {
        keep: false,
        ..kept()
    };
    for game in kiswahili_games(12, 3) {
        let position = game.position();
        let mut memory = Memory::default();
        let with = search(position, 20_000, kept(), &mut memory);
        let plain = search(position, 20_000, without, &mut Memory::default());
        assert_eq!(with, plain, "{position}");
        assert!(!memory.is_empty(), "the search left what it learnt");
    }
}

/// Two plies on, the kept table already knows the positions the last
/// search looked at: the same depth costs fewer nodes than afresh.
#[test]
fn a_kept_memory_saves_the_next_search_work() {
    let mut cheaper = 0;
    let games = kiswahili_games(8, 5);
    for mut game in games.clone() {
        let mut memory = Memory::default();
        let first = search(game.position(), 50_000, kept(), &mut memory);
        game.play_untraced(first.best).unwrap();
        if game.status().is_over() || game.legal_moves().len() < 2 {
            continue;
        }
        let reply = first.iterations.last().unwrap().pv.get(1).copied();
        game.play_untraced(reply.unwrap_or(game.legal_moves()[0]))
            .unwrap();
        if game.status().is_over() || game.legal_moves().len() < 2 {
            continue;
        }
        let recalled = search(game.position(), 50_000, kept(), &mut memory);
        let fresh = search(game.position(), 50_000, kept(), &mut Memory::default());
        let depth = first.depth.saturating_sub(2).max(1) as usize;
        let nodes_to = |r: &SearchResult| r.iterations.get(depth - 1).map(|it| it.nodes);
        if let (Some(r), Some(f)) = (nodes_to(&recalled), nodes_to(&fresh)) {
            cheaper += (r < f) as usize;
        }
    }
    assert!(
        cheaper * 4 >= games.len() * 3,
        "{cheaper} of {} searches were cheaper",
        games.len()
    );
}

/// Each side's memory, a game played twice: the same moves.
#[test]
fn the_same_game_gives_the_same_moves() {
    let play = |mut game: Game| {
        let mut memories = [Memory::default(), Memory::default()];
        let mut moves = Vec::new();
        for _ in 0..10 {
            if game.status().is_over() {
                break;
            }
            let memory = &mut memories[game.position().side.index()];
            let found = search(game.position(), 10_000, kept(), memory);
            moves.push((found.best, found.nodes, found.score));
            game.play_untraced(found.best).unwrap();
        }
        moves
    };
    for game in kiswahili_games(3, 7) {
        let once = play(game.clone());
        assert!(once.len() >= 2);
        assert_eq!(once, play(game));
    }
}

/// A memory left by a search of another budget (another table size) is
/// not used: the search is the fresh one.
#[test]
fn another_budget_starts_afresh() {
    for game in kiswahili_games(4, 9) {
        let position = game.position();
        let mut memory = Memory::default();
        search(position, 5_000, kept(), &mut memory);
        let after_small = search(position, 100_000, kept(), &mut memory);
        let fresh = search(position, 100_000, kept(), &mut Memory::default());
        assert_eq!(after_small, fresh, "{position}");
        // The same budget again does use it: depth 4 comes cheaper.
        let again = search(position, 100_000, kept(), &mut memory);
        assert!(
            again.iterations[3].nodes < fresh.iterations[3].nodes,
            "{position}"
        );
    }
}

/// Only the level that searches by nodes alone remembers: a depth-bounded
/// level's kept table would settle its iterations deeper than its depth.
/// A search without `keep` leaves nothing.
#[test]
fn only_the_top_level_remembers() {
    let stop = AtomicBool::new(false);
    let remembers = |position: &Position, level: u8, method: Method| {
        let mut memory = Memory::default();
        let rules = Rules::new(position.edition);
        let level = Level::get(level).unwrap();
        let how = (DEFAULT_EVAL, method);
        bot::choose_with_method(
            position,
            rules,
            level,
            how,
            (&mut memory, &stop),
            &mut |_| {},
        );
        !memory.is_empty()
    };
    let game = &kiswahili_games(1, 11)[0];
    assert!(remembers(game.position(), 6, kept()));
    for level in 1..=5 {
        assert!(!remembers(game.position(), level, kept()), "level {level}");
    }
    let without = Method {
        keep: false,
        ..kept()
    };
    assert!(!remembers(game.position(), 6, without));
    // The game's bots remember where their edition's search keeps.
    for edition in Edition::ALL {
        let game = Game::new(Rules::new(edition));
        let mut memory = Memory::default();
        let level = Level::get(6).unwrap();
        bot::choose_in_game(game.position(), game.rules(), level, &mut memory, &stop);
        let proven = bot::proven::proven(game.position(), game.rules()).is_some();
        let keeps = default_method(edition).keep && !proven;
        assert_eq!(!memory.is_empty(), keeps, "{edition:?}");
    }
}

fn engine_answers(session: &mut Session, lines: &[&str]) -> Vec<String> {
    let mut out = Vec::new();
    for line in lines {
        match session.command(line) {
            Reply::Lines(answer) => out.extend(answer),
            Reply::Search(request) => out.extend(request.answer()),
            Reply::Quit => break,
        }
    }
    out
}

/// The engine keeps the memory through a game and forgets it at `new` and
/// `position`: a game after another answers as in a fresh session.
#[test]
fn the_engine_forgets_at_a_new_game() {
    let game = [
        "new kiswahili",
        "set search buckets+counter+whole+forced+keep",
        "play A7> a7>",
        "go nodes 30000",
        "play A6> a6<",
        "go nodes 30000",
    ];
    let fresh = engine_answers(&mut Session::default(), &game);
    assert!(fresh.iter().filter(|l| l.starts_with("bestmove")).count() == 2);
    let mut session = Session::default();
    let first = engine_answers(&mut session, &game);
    assert_eq!(first, fresh, "the same game, the same answers");
    assert_eq!(engine_answers(&mut session, &game), fresh, "after new");
    let mut session = Session::default();
    engine_answers(&mut session, &game);
    let shown = engine_answers(&mut Session::default(), &["new kiswahili", "show"]);
    let position = shown[1].trim_start_matches("position ");
    let set = format!("position {position}");
    let keep = "set search buckets+counter+whole+forced+keep";
    let after_position = engine_answers(&mut session, &[&set, "go nodes 30000"]);
    let fresh_position = engine_answers(&mut Session::default(), &[keep, &set, "go nodes 30000"]);
    assert_eq!(after_position, fresh_position[1..]);
}
