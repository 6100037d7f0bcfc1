//! Property tests on random play of every edition (proptest).

use bao::rules::trace::replay;
use bao::rules::{Dir, Edition, Event, Game, Move, Position, Rules, Side};
use proptest::prelude::*;

fn edition() -> impl Strategy<Value = Edition> {
    prop_oneof![
        Just(Edition::Kujifunza),
        Just(Edition::Kiswahili),
        Just(Edition::Kimasai)
    ]
}

/// Every move text of the side to move, legal or not: 16 pits, 2 directions, with and without safari.
fn every_move() -> Vec<Move> {
    let mut all = Vec::new();
    for pit in 0..16 {
        for dir in Dir::BOTH {
            all.push(Move::new(pit, dir));
            all.push(Move::new(pit, dir).with_safari());
        }
    }
    all
}

/// Plays a game from `game`, choosing with `choices`, checking at every ply:
/// 64 seeds (or the position's own total), the trace replays to the result,
/// listed moves play and unlisted ones are refused. Returns the game.
fn play_out(mut game: Game, choices: &[u16], check_refusals: bool) -> Game {
    let total = game.position().seeds();
    let mut ply = 0;
    while !game.status().is_over() {
        assert!(ply <= bao::rules::MAX_PLIES, "the game ends");
        let legal: Vec<Move> = game.legal_moves().to_vec();
        assert!(!legal.is_empty(), "an ongoing game has a move");
        if check_refusals {
            for mv in every_move() {
                if game.edition() == Edition::Kimasai && mv.dir == Dir::Anticlockwise {
                    continue; // Kimasai has one direction; `<` is read as the pit alone.
                }
                if !legal.contains(&mv) {
                    let mut trial = game.clone();
                    assert!(trial.play(mv).is_err(), "{} is refused", game.move_text(mv));
                    assert_eq!(trial.position(), game.position());
                }
            }
        }
        let mv = legal[choices[ply % choices.len()] as usize % legal.len()];
        let before = *game.position();
        let events = game.play(mv).expect("a listed move plays");
        if !matches!(events.last(), Some(Event::NeverEnding { .. })) {
            assert_eq!(
                replay(&before, &events).expect("the trace applies"),
                *game.position(),
                "the trace of {} from {before} replays",
                mv.text(before.edition, before.side)
            );
        }
        assert_eq!(game.position().seeds(), total, "seeds are conserved");
        let text = game.position().to_string();
        assert_eq!(Position::parse(&text).as_ref(), Ok(game.position()));
        ply += 1;
    }
    game
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    /// RULES.md §2, §6: random games from the start of every edition.
    #[test]
    fn random_games_keep_the_invariants(
        edition in edition(),
        takasia in any::<bool>(),
        choices in prop::collection::vec(any::<u16>(), 1..64),
    ) {
        let game = play_out(Game::new(Rules { edition, takasia }), &choices, true);
        prop_assert_eq!(game.position().seeds(), 64);
    }

    /// The same on random positions: any seed distribution, stores and flags.
    #[test]
    fn random_positions_keep_the_invariants(
        edition in edition(),
        pits in prop::collection::vec(0u8..4, 32),
        stores in (0u8..4, 0u8..4),
        north in any::<bool>(),
        house in (any::<bool>(), any::<bool>()),
        choices in prop::collection::vec(any::<u16>(), 1..32),
    ) {
        let mut position = Position::start(edition);
        position.side = if north { Side::North } else { Side::South };
        for (i, &seeds) in pits.iter().enumerate() {
            position.board.pits[i / 16][i % 16] = seeds;
        }
        position.stores = match edition {
            Edition::Kujifunza => [0, 0],
            _ => [stores.0, stores.1],
        };
        position.house = match edition {
            Edition::Kiswahili => [house.0, house.1],
            _ => [false, false],
        };
        position.first = false;
        prop_assume!(position.seeds() <= 64);
        play_out(Game::from_position(position, true), &choices, false);
    }

    /// Malformed input gets an error, never a panic.
    #[test]
    fn parsers_never_panic(text in "\\PC{0,80}") {
        let _ = Position::parse(&text);
        for edition in Edition::ALL {
            for side in Side::BOTH {
                let _ = Move::parse(&text, edition, side);
            }
        }
    }

    /// Position strings with small corruptions are refused or read back exactly.
    #[test]
    fn position_strings_round_trip_or_fail_cleanly(
        edition in edition(),
        cut in 0usize..120,
        junk in "[0-9a-zA-Z,/= ]{0,3}",
    ) {
        let text = Position::start(edition).to_string();
        let cut = cut.min(text.len());
        let mangled = format!("{}{}{}", &text[..cut], junk, &text[cut..]);
        if let Ok(position) = Position::parse(&mangled) {
            prop_assert_eq!(Position::parse(&position.to_string()), Ok(position));
        }
    }
}
