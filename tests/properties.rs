//! Property tests on random play of every edition (proptest).

use bao::rules::replay::replay;
use bao::rules::{Dir, Edition, Game, Move, Position, Rules, Side};
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
        assert_eq!(
            replay(&before, &events).expect("the trace applies"),
            *game.position(),
            "the trace of {} from {before} replays",
            mv.text(before.edition, before.side)
        );
        assert_eq!(game.position().seeds(), total, "seeds are conserved");
        let text = game.position().to_string();
        assert_eq!(Position::parse(&text).as_ref(), Ok(game.position()));
        ply += 1;
    }
    game
}

/// A position of `edition` with these pits (32, South's first), stores
/// (none in Kujifunza), side to move and nyumba ownership (Kiswahili's
/// only), past Kimasai's opening turn; it may break the rules
/// (`Position::check` says).
fn position_of(
    edition: Edition,
    pits: &[u8],
    stores: (u8, u8),
    north: bool,
    house: (bool, bool),
) -> Position {
    let mut position = Position::start(edition);
    position.side = if north { Side::North } else { Side::South };
    for (i, &seeds) in pits.iter().enumerate() {
        position.board.pits[i / 16][i % 16] = seeds;
    }
    position.stores = match edition {
        Edition::Kujifunza => [0, 0],
        _ => [stores.0, stores.1],
    };
    position.owns_nyumba = match edition {
        Edition::Kiswahili => [house.0, house.1],
        _ => [false, false],
    };
    position.first = false;
    position
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
        let position = position_of(edition, &pits, stores, north, house);
        prop_assume!(position.check().is_ok());
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

/// A word that looks like a move, or nearly.
fn move_word() -> impl Strategy<Value = String> {
    prop_oneof![
        "[ABab][0-9][<>LR+*#]{0,3}",
        "\\PC{0,6}",
        Just("A3>".to_string()),
        Just("a6<".to_string()),
    ]
}

/// Engine command lines: the commands with plausible and mangled arguments,
/// and junk. `go` stays small so the test's time is bounded.
fn command_line() -> impl Strategy<Value = String> {
    let edition = prop_oneof![
        Just("kujifunza"),
        Just("kiswahili"),
        Just("kimasai"),
        Just("bao")
    ];
    prop_oneof![
        (edition, "( takasia=(on|off|x))?").prop_map(|(e, o)| format!("new {e}{o}")),
        (edition_start(), 0usize..120, "[0-9a-zA-Z,/= +]{0,4}").prop_map(|(text, cut, junk)| {
            let cut = cut.min(text.len());
            format!("position {}{junk}{}", &text[..cut], &text[cut..])
        }),
        prop::collection::vec(move_word(), 0..6).prop_map(|m| format!("play {}", m.join(" "))),
        move_word().prop_map(|m| format!("trace {m}")),
        (1u64..400).prop_map(|n| format!("go nodes {n}")),
        "go (level|nodes) [0-9x]{0,3}",
        Just("legal".to_string()),
        Just("show".to_string()),
        Just("status".to_string()),
        Just("stop".to_string()),
        "\\PC{0,80}",
    ]
}

fn edition_start() -> impl Strategy<Value = String> {
    edition().prop_map(|e| Position::start(e).to_string())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Any sequence of engine command lines is answered line by line: an
    /// answer or `error: ...`, never a panic, never raw control characters.
    #[test]
    fn engine_commands_never_panic(lines in prop::collection::vec(command_line(), 1..24)) {
        use bao::cli::engine::{Reply, Session};
        let mut session = Session::default();
        for line in &lines {
            let answer = match session.command(line) {
                Reply::Lines(answer) => answer,
                Reply::Search(request) => request.answer(),
                Reply::Quit => break,
            };
            for out in answer {
                prop_assert!(!out.chars().any(|c| c.is_control()), "{:?}", out);
                prop_assert!(out.len() < 4096 || out.starts_with("legal"), "{}", out.len());
            }
        }
    }
}

/// The hand-set evaluation as it was written before the features existed:
/// an independent copy, to check `features::HAND` against.
fn hand_as_written(position: &Position) -> i32 {
    use bao::rules::board::{Dir as D, NYUMBA, facing};
    let threatened = |side: Side| -> i32 {
        let mine = &position.board.pits[side.index()];
        let theirs = &position.board.pits[side.other().index()];
        let targets = match position.edition {
            Edition::Kimasai if position.stores == [0, 0] => {
                let mut t = 0u8;
                for pit in 0..16u8 {
                    let seeds = mine[pit as usize] as u32;
                    if seeds == 0 || seeds.is_multiple_of(16) {
                        continue;
                    }
                    let end = D::Clockwise.advance(pit, seeds);
                    if end < 8 && mine[end as usize] > 0 && theirs[facing(end) as usize] > 0 {
                        t |= 1 << facing(end);
                    }
                }
                t
            }
            Edition::Kimasai => 0,
            _ => bao::rules::capture_targets(position, side),
        };
        (0..8)
            .filter(|p| targets & (1 << p) != 0)
            .map(|p| theirs[p] as i32)
            .sum()
    };
    let standing = |side: Side| -> i32 {
        let row = &position.board.pits[side.index()];
        let store = position.stores[side.index()] as i32;
        let seeds: i32 = row.iter().map(|&n| n as i32).sum::<i32>() + store;
        let front: i32 = row[..8].iter().map(|&n| n as i32).sum();
        let occupied = row[..8].iter().filter(|&&n| n > 0).count() as i32;
        let startable = match position.edition {
            Edition::Kimasai => row.iter().filter(|&&n| n > 0).count() as i32,
            _ => row.iter().filter(|&&n| n >= 2).count() as i32,
        };
        let mut score = seeds * 100 + front * 25 + occupied * 30 + startable * 12;
        if position.owns_nyumba[side.index()] && store > 0 && row[NYUMBA as usize] >= 6 {
            score += 250;
        }
        if occupied <= 2 {
            score -= (3 - occupied) * 150;
        }
        score
    };
    let me = position.side;
    standing(me) - standing(me.other()) + 60 * threatened(me) - 45 * threatened(me.other())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    /// The evaluation's two paths agree: the hand-set weights over the
    /// features give what the hand-set evaluation gave, on random positions
    /// of every edition and stage; and the tuned evaluation is its stage's
    /// weights over the same features.
    #[test]
    fn the_hand_weights_over_the_features_are_the_hand_evaluation(
        edition in edition(),
        pits in prop::collection::vec(0u8..9, 32),
        stores in (0u8..6, 0u8..6),
        north in any::<bool>(),
        house in (any::<bool>(), any::<bool>()),
        moves in 0usize..40,
    ) {
        use bao::bot::eval::{Eval, evaluate_with};
        use bao::bot::features::{Stage, features, weighed};
        let position = position_of(edition, &pits, stores, north, house);
        prop_assert_eq!(evaluate_with(Eval::Hand, &position, moves), hand_as_written(&position));
        let tuned = &bao::bot::tuned::TUNED[Stage::of(&position).index()];
        prop_assert_eq!(
            evaluate_with(Eval::Tuned, &position, moves),
            weighed(tuned, &features(&position, moves))
        );
    }
}
