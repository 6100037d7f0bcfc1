//! One truth in the engine: the untraced path (bots, perft, selfplay,
//! matches, `--moves`) and the traced path (tests, animation, replays) give
//! the same result for every legal move of many random positions of every
//! edition, and a move's trace, applied to the position before it, gives
//! the position after it, flags and stores included (RULES.md §6); the
//! move preview tells what the untraced move does, and `first_capture` the
//! seeds its first capture takes.
//!
//! CI checks 20,000 positions an edition; set `BAO_AGREE_PLIES` for more, e.g.
//! `BAO_AGREE_PLIES=100000 cargo test --release --test paths_agree -- --nocapture`.

use bao::bot::search::SEARCH_LAP_CAP;
use bao::rules::explain::Preview;
use bao::rules::replay::replay;
use bao::rules::{
    Edition, Event, Game, Move, MoveEnd, Pit, Position, Rules, Side, first_capture,
    play_for_search, play_traced, play_untraced,
};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

fn plies_wanted() -> u64 {
    std::env::var("BAO_AGREE_PLIES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(20_000)
}

/// Lap caps the bots' capped path is checked at: small ones that many
/// moves reach, and the search's own.
const CAPS: [u64; 5] = [1, 4, 16, 48, SEARCH_LAP_CAP];

/// The bots' path at a lap cap (`play_for_search`) against the exact one:
/// the same whenever the exact move sows no more than `cap` laps; else cut
/// off at lap `cap + 1`, as never-ending with no proof (`repeat_of` 0), the
/// position unchanged. True when the cap was reached.
fn check_capped(before: &Position, mv: Move, rules: &Rules, cap: u64) -> bool {
    let text = mv.text(before.edition, before.side);
    let exact = play_untraced(before, mv, rules);
    let capped = play_for_search(before, mv, rules, cap);
    if exact.1.laps <= cap {
        assert_eq!(capped, exact, "{text} from {before}, cap {cap}");
        return false;
    }
    assert_eq!(capped.0, *before, "{text} from {before}, cap {cap}");
    assert_eq!(capped.1.ending, MoveEnd::NeverEnding { laps: cap + 1 });
    assert_eq!((capped.1.laps, capped.1.repeat_of), (cap + 1, 0));
    true
}

/// Every legal move of the game's position, played both ways; `cut` counts,
/// for each of [`CAPS`], the moves that reached it.
fn check_every_move(game: &Game, cut: &mut [u64; CAPS.len()]) -> u64 {
    let before = *game.position();
    let rules = game.rules();
    let mut checked = 0;
    for &mv in game.legal_moves() {
        let text = mv.text(before.edition, before.side);
        let (fast, fast_outcome) = play_untraced(&before, mv, &rules);
        let (traced, traced_outcome, events) = play_traced(&before, mv, &rules);
        assert_eq!(fast, traced, "{text} from {before}: the two paths differ");
        assert_eq!(fast_outcome, traced_outcome, "{text} from {before}");
        for (cap, cut) in CAPS.into_iter().zip(cut.iter_mut()) {
            *cut += u64::from(check_capped(&before, mv, &rules, cap));
        }
        assert_eq!(
            replay(&before, &events).unwrap_or_else(|e| panic!("{text} from {before}: {e}")),
            traced,
            "{text} from {before}: the trace replays to the position after it"
        );
        assert_trace_ends_the_move(&events, &before, mv);
        assert_first_capture_is_the_traces(&events, &before, mv);
        assert_preview_matches_the_move(game, mv, &fast, fast_outcome.ending);
        checked += 1;
    }
    checked
}

/// The search's guess of a move's first capture, told without playing it
/// (`first_capture`, which orders the bots' moves), is the trace's first
/// capture: the seeds it takes, or 0 for a move that takes none. Kimasai
/// answers 0 always and is left out.
fn assert_first_capture_is_the_traces(events: &[Event], before: &Position, mv: Move) {
    if before.edition == Edition::Kimasai {
        return;
    }
    let traced = events.iter().find_map(|e| match e {
        Event::Capture { count, .. } => Some(*count),
        _ => None,
    });
    assert_eq!(
        first_capture(before, mv),
        traced.unwrap_or(0),
        "{} from {before}",
        mv.text(before.edition, before.side)
    );
}

/// The move preview (a trace on a copy, told by `Preview`) says what the
/// untraced move does: the seeds it takes leave the opponent's rows, the
/// pits it takes from are the opponent's and end empty, and it ends in a pit
/// of the mover that holds seeds, or never ends.
fn assert_preview_matches_the_move(game: &Game, mv: Move, after: &Position, ending: MoveEnd) {
    let before = *game.position();
    let text = mv.text(before.edition, before.side);
    let preview = Preview::of(&game.preview(mv).expect("a legal move"));
    assert_eq!(game.position(), &before, "a preview changes nothing");
    let mover = before.side;
    let opponent = mover.other();
    assert_eq!(
        preview.never_ending,
        matches!(ending, MoveEnd::NeverEnding { .. }),
        "{text} from {before}"
    );
    if preview.never_ending {
        assert_eq!(preview.lands, None);
        return;
    }
    let row_total =
        |p: &Position, side: Side| p.board.row(side).iter().map(|&n| n as u32).sum::<u32>();
    let taken: u32 = preview.captures.iter().map(|&(_, n)| n as u32).sum();
    assert_eq!(
        taken,
        row_total(&before, opponent) - row_total(after, opponent),
        "{text} from {before}: {preview:?}"
    );
    for &(pit, seeds) in &preview.captures {
        assert_eq!(pit.side, opponent, "{text} from {before}");
        assert!(
            seeds > 0 && after.board.get(pit) == 0,
            "{text} from {before}: {pit}"
        );
    }
    let lands = preview
        .lands
        .unwrap_or_else(|| panic!("{text} from {before}: no end"));
    assert_eq!(lands.side, mover, "{text} from {before}");
    assert!(
        after.board.get(lands) > 0,
        "{text} from {before}: ends in {lands}"
    );
}

/// A trace ends with the event that ended the move: the end of the turn
/// (then only what takasia does after it) or the proof it never ends.
fn assert_trace_ends_the_move(events: &[Event], before: &Position, mv: Move) {
    let text = mv.text(before.edition, before.side);
    let end = events
        .iter()
        .rposition(|e| matches!(e, Event::EndTurn { .. } | Event::NeverEnding { .. }))
        .unwrap_or_else(|| panic!("{text} from {before}: no end in {events:?}"));
    assert!(
        events[end + 1..]
            .iter()
            .all(|e| matches!(e, Event::TakasiaSet { .. } | Event::TakasiaExempt { .. })),
        "{text} from {before}: {:?} after the end",
        &events[end + 1..]
    );
    if let Event::NeverEnding {
        laps, repeat_of, ..
    } = events[end]
    {
        assert_eq!(events.len(), 1, "rules decision 8");
        assert!(repeat_of > 0 && repeat_of < laps, "{laps} {repeat_of}");
    }
}

/// A random position that the reader accepts, with any seed total up to 64.
fn random_position(rng: &mut Xoshiro256PlusPlus, edition: Edition) -> Position {
    loop {
        let mut position = Position::start(edition);
        position.side = if rng.random_bool(0.5) {
            Side::South
        } else {
            Side::North
        };
        position.board.pits = [[0; 16]; 2];
        position.stores = [0, 0];
        let seeds = rng.random_range(6..=64u32);
        let store_share = match edition {
            Edition::Kujifunza => 0.0,
            _ if rng.random_bool(0.5) => 0.0,
            _ => rng.random_range(0.0..0.8),
        };
        // Seeds gather in a few pits, as in play: each goes to one of a handful.
        let favourites: Vec<(usize, usize)> = (0..rng.random_range(3..20))
            .map(|_| (rng.random_range(0..2), rng.random_range(0..16)))
            .collect();
        for _ in 0..seeds {
            if rng.random_bool(store_share) {
                position.stores[rng.random_range(0..2)] += 1;
            } else {
                let (side, pit) = favourites[rng.random_range(0..favourites.len())];
                position.board.pits[side][pit] += 1;
            }
        }
        position.owns_nyumba = [false; 2];
        position.takasia_pit = None;
        position.first = false;
        if edition == Edition::Kiswahili {
            position.owns_nyumba = [rng.random_bool(0.6), rng.random_bool(0.6)];
            if rng.random_bool(0.2) {
                position.takasia_pit = Some(rng.random_range(0..8));
            }
        }
        // The position string is the way in: what it refuses is not a position.
        let text = position.to_string();
        if let Ok(parsed) = Position::parse(&text) {
            assert_eq!(parsed, position);
            return parsed;
        }
    }
}

fn check_edition(edition: Edition, seed: u64, cut: &mut [u64; CAPS.len()]) -> (u64, u64) {
    let wanted = plies_wanted();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let (mut positions, mut moves) = (0, 0);
    let mut game_number = 0u64;
    while positions < wanted {
        let takasia = rng.random_bool(0.8);
        let mut game = if game_number.is_multiple_of(2) {
            Game::new(Rules { edition, takasia })
        } else {
            Game::from_position(random_position(&mut rng, edition), takasia)
        };
        game_number += 1;
        while !game.status().is_over() && positions < wanted {
            moves += check_every_move(&game, cut);
            positions += 1;
            let legal = game.legal_moves();
            let mv = legal[rng.random_range(0..legal.len())];
            // The game's own two ways of playing agree too, status included.
            let mut untraced = game.clone();
            let outcome = untraced.play_untraced(mv).expect("a legal move");
            let before = *game.position();
            let events = game.play(mv).expect("a legal move");
            assert_eq!(untraced.position(), game.position());
            assert_eq!(untraced.status(), game.status());
            assert_eq!(replay(&before, &events).unwrap(), *game.position());
            // Every event of the move is told in words, in order.
            let sentences = bao::rules::explain::explain(&before, &events, &bao::words::IN_ENGLISH);
            assert_eq!(sentences.len(), events.len());
            assert!(
                sentences.iter().all(|s| !s.contains("Event")),
                "{sentences:?}"
            );
            if let MoveEnd::NeverEnding { .. } = outcome.ending {
                assert_eq!(*game.position(), before, "§2: the position stays");
            }
        }
    }
    (positions, moves)
}

#[test]
fn untraced_and_traced_paths_agree_in_every_edition() {
    for (i, edition) in Edition::ALL.into_iter().enumerate() {
        let mut cut = [0; CAPS.len()];
        let (positions, moves) = check_edition(edition, 0xB40 + i as u64, &mut cut);
        println!(
            "{edition}: {positions} positions, {moves} moves played both ways; \
             moves cut off at lap caps {CAPS:?}: {cut:?}"
        );
        // The small caps are reached, so the cut-off is checked, not only
        // the moves under the cap. A Kimasai move relays less, but a lap or
        // two is common there too.
        assert!(
            cut[0] > 100 && cut[1] > 0 && cut[2] > 0,
            "{edition}: {cut:?}"
        );
    }
}

/// The search's own cap is reached by the 30-million-lap takata (RULES.md
/// §2), which it cuts off; exact, it is proven never-ending.
#[test]
fn the_search_cap_cuts_off_the_longest_takata() {
    let before = Position::parse(
        "kujifunza N 1,1,1,0,0,0,0,0/1,1,4,4,1,0,2,1 1,9,1,0,6,13,3,0/4,1,2,1,0,3,2,1 0,0",
    )
    .unwrap();
    let rules = Rules::new(Edition::Kujifunza);
    let mv = Move::parse("a6>", Edition::Kujifunza, Side::North).unwrap();
    assert!(check_capped(&before, mv, &rules, SEARCH_LAP_CAP));
    let (_, exact) = play_untraced(&before, mv, &rules);
    assert!(matches!(exact.ending, MoveEnd::NeverEnding { .. }) && exact.repeat_of > 0);
}

/// RULES.md §4 "the nyumba's ownership ends for good when it is lifted": a
/// mtaji takata relay that lifts the owned nyumba loses it on both paths
/// (the untraced path once kept the flag).
#[test]
fn a_mtaji_relay_through_the_owned_nyumba_loses_it_on_both_paths() {
    let before = Position::parse(
        "kiswahili S 0,0,2,0,3,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0 house=S",
    )
    .unwrap();
    let rules = Rules::new(Edition::Kiswahili);
    let a3 = Move::new(Pit::parse("A3").unwrap().index, bao::rules::Dir::Clockwise);
    // A3> sows A4, A5 (3 → 4, occupied: relay, the nyumba is lifted and
    // lost), then A6, A7, A8 and B8, which was empty.
    let after = "kiswahili N 0,0,0,1,0,1,1,1/0,0,0,0,0,0,0,1 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0";
    let (fast, _) = play_untraced(&before, a3, &rules);
    let (traced, _, events) = play_traced(&before, a3, &rules);
    assert_eq!(fast.to_string(), after);
    assert_eq!(traced.to_string(), after);
    assert!(events.contains(&Event::HouseLost { side: Side::South }));
}
