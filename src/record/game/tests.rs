use super::header::valid_date;
use super::*;
use crate::bot::Level;
use crate::rules::Dir;
use crate::rules::{Edition, Game, Move, Position, Rules, Side, Status, UnrankedReason, WinReason};

fn kiswahili_record(moves: &str, result: &str, extra: &str) -> String {
    format!(
        "[Version \"1\"]\n[Edition \"kiswahili\"]\n[Result \"{result}\"]\n{extra}\n{moves} {result}\n"
    )
}

fn error(text: &str) -> RecordError {
    parse_records(text).expect_err("refused")
}

#[test]
fn result_and_reason_names_follow_records_md() {
    assert_eq!(GameResult::parse("1-0"), Some(GameResult::SouthWon));
    assert_eq!(GameResult::parse("0-1"), Some(GameResult::NorthWon));
    assert_eq!(GameResult::parse("unranked"), Some(GameResult::Unranked));
    assert_eq!(GameResult::parse("*"), Some(GameResult::Unfinished));
    assert_eq!(GameResult::parse("1/2-1/2"), None);
    for reason in Reason::ALL {
        assert_eq!(Reason::parse(reason.words()), Some(reason));
    }
    assert_eq!(
        Reason::of(Status::Unranked(UnrankedReason::Repetition)),
        Some(Reason::RepeatedPosition)
    );
    assert_eq!(
        GameResult::of(Status::Won {
            winner: Side::North,
            reason: WinReason::NoLegalMove
        }),
        GameResult::NorthWon
    );
}

#[test]
fn dates_are_utc_days() {
    let day = |days| crate::record::Date::of_day(days).to_string();
    assert_eq!(day(0), "1970.01.01");
    assert_eq!(day(-1), "1969.12.31");
    assert_eq!(day(11_016), "2000.02.29");
    assert_eq!(day(20_788), "2026.12.01");
    assert!(valid_date(&crate::record::Date::today().to_string()));
}

#[test]
fn tag_values_are_escaped_and_read_back() {
    let mut game = Game::new(Rules::new(Edition::Kujifunza));
    let mv = game.parse_move("A6<").unwrap();
    game.play_untraced(mv).unwrap();
    let mut record = GameRecord::from_game(
        &game,
        PlayerTags::person("Say \"hi\" \\ o/\nnewline"),
        PlayerTags::bot(Level::get(6).unwrap()),
    );
    record.other_tags = vec![
        ("Site".to_string(), "Zanzibar".to_string()),
        ("bad name".to_string(), "dropped".to_string()),
        ("Result".to_string(), "dropped".to_string()),
    ];
    let text = record.to_text();
    assert!(
        text.contains("[South \"Say \\\"hi\\\" \\\\ o/ newline\"]\n"),
        "{text}"
    );
    assert!(
        text.contains(
            "[NorthLevel \"6\"]\n[Result \"*\"]\n[Plies \"1\"]\n[Site \"Zanzibar\"]\n\n1. A6< *\n"
        ),
        "{text}"
    );
    let back = parse_records(&text).unwrap();
    assert_eq!(
        back[0].record.south.name.as_deref(),
        Some("Say \"hi\" \\ o/ newline")
    );
    assert_eq!(
        back[0].record.north,
        PlayerTags::bot(Level::get(6).unwrap())
    );
    assert_eq!(
        back[0].record.other_tags,
        vec![("Site".to_string(), "Zanzibar".to_string())]
    );
}

#[test]
fn malformed_tags_say_where() {
    for (line, column, needle) in [
        ("[Version 1]", 10, "quoted value"),
        ("[ Version \"1\"]", 2, "tag name"),
        ("[Version \"1\"", 13, "']'"),
        ("[Version \"1\\n\"]", 12, "only as"),
        ("[Version \"1]", 13, "closing quote"),
        (
            "[Version \"1\"] [Edition \"kimasai\"]",
            15,
            "one tag a line",
        ),
    ] {
        let err = error(&format!(
            "{line}\n[Edition \"kimasai\"]\n[Result \"*\"]\n\n*\n"
        ));
        assert_eq!(
            err.at,
            Some(LineColumn { line: 1, column }),
            "{line}: {err}"
        );
        assert!(
            matches!(&err.kind, RecordErrorKind::MalformedTag(why) if why.contains(needle)),
            "{line}: {err}"
        );
    }
}

#[test]
fn move_numbers_are_checked() {
    let ok = kiswahili_record("1. A6< 1... a6< 2.A4>", "*", "");
    assert!(parse_records(&ok).is_ok(), "{:?}", parse_records(&ok).err());
    // Numbers are optional (decision 7).
    assert!(parse_records(&kiswahili_record("A6< a6<", "*", "")).is_ok());
    for (moves, column, expected) in [
        ("2. A6<", 1, "1."),
        ("1... A6<", 1, "1."),
        ("1. A6< 1. a6<", 8, "1..."),
        ("1. A6< a6< 1. A4>", 12, "2."),
        ("1. 2. A6<", 1, "a move after it"),
    ] {
        let err = error(&kiswahili_record(moves, "*", ""));
        assert_eq!(
            err.at,
            Some(LineColumn { line: 5, column }),
            "{moves}: {err}"
        );
        assert!(
            matches!(&err.kind, RecordErrorKind::MoveNumber { expected: e, .. } if e == expected),
            "{moves}: {err}"
        );
    }
}

#[test]
fn a_record_from_north_to_move_starts_with_1_dots() {
    let mut start = Position::start(Edition::Kujifunza);
    start.side = Side::North;
    let mut game = Game::from_position(start, true);
    for _ in 0..3 {
        let mv = game.legal_moves()[0];
        game.play_untraced(mv).unwrap();
    }
    let record = GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default());
    let text = record.to_text();
    let moves = text.split("\n\n").nth(1).unwrap();
    let texts = record.move_texts();
    assert_eq!(
        moves,
        format!("1... {} 2. {} {} *\n", texts[0], texts[1], texts[2])
    );
    assert!(text.contains("[Position \"kujifunza N "), "{text}");
    let back = parse_records(&text).unwrap();
    assert_eq!(back[0].record, record);
    assert_eq!(back[0].positions.len(), 4);
}

#[test]
fn move_lines_keep_to_80_characters() {
    let mut game = Game::new(Rules::new(Edition::Kimasai));
    while !game.status().is_over() && game.moves().len() < 300 {
        let legal = game.legal_moves();
        let mv = legal[game.moves().len() % legal.len()];
        game.play_untraced(mv).unwrap();
    }
    let text = GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default()).to_text();
    for line in text.lines() {
        assert!(line.len() <= LINE_WIDTH, "{line}");
        assert!(!line.ends_with('.'), "a number stays with its move: {line}");
    }
}

#[test]
fn results_must_be_what_the_engine_says() {
    // A game that is still going cannot be won.
    let err = error(&kiswahili_record("A6<", "1-0", ""));
    assert!(
        matches!(err.kind, RecordErrorKind::WrongResult { .. }),
        "{err}"
    );
    // The token must equal the tag.
    let err = error("[Version \"1\"]\n[Edition \"kimasai\"]\n[Result \"*\"]\n\nunranked\n");
    assert_eq!(err.at, Some(LineColumn { line: 5, column: 1 }));
    assert!(
        matches!(err.kind, RecordErrorKind::ResultToken { .. }),
        "{err}"
    );
    // An unfinished game that hit the time limit or was abandoned is
    // taken at its word; a reason with `*` is not (decision 8).
    let timed = parse_records(&kiswahili_record(
        "A6<",
        "unranked",
        "[Reason \"four active hours\"]\n",
    ))
    .unwrap();
    assert_eq!(
        timed[0].game.status(),
        Status::Unranked(UnrankedReason::TimeLimit)
    );
    let left = parse_records(&kiswahili_record(
        "A6<",
        "unranked",
        "[Reason \"abandoned\"]\n",
    ))
    .unwrap();
    assert_eq!(left[0].game.status(), Status::Ongoing);
    for (result, reason) in [
        ("*", "[Reason \"abandoned\"]\n"),
        ("unranked", ""),
        ("unranked", "[Reason \"repeated position\"]\n"),
        ("0-1", "[Reason \"abandoned\"]\n"),
    ] {
        let err = error(&kiswahili_record("A6<", result, reason));
        assert!(
            matches!(err.kind, RecordErrorKind::WrongResult { .. }),
            "{err}"
        );
    }
}

#[test]
fn versions_and_editions() {
    let with = |version: &str, edition: &str| {
        format!("[Version \"{version}\"]\n[Edition \"{edition}\"]\n[Result \"*\"]\n\n*\n")
    };
    assert!(parse_records(&with("1", "kimasai")).is_ok());
    let newer = error(&with("2", "chess"));
    assert!(
        newer
            .to_string()
            .contains("written by a newer version of Bao"),
        "{newer}"
    );
    assert!(matches!(
        error(&with("99999999999999999999999", "kimasai")).kind,
        RecordErrorKind::NewerVersion(_)
    ));
    for version in ["0", "1.0", "one", ""] {
        assert!(matches!(
            error(&with(version, "kimasai")).kind,
            RecordErrorKind::UnknownVersion(_)
        ));
    }
    let err = error(&with("1", "chess"));
    assert_eq!(err.at, Some(LineColumn { line: 2, column: 1 }));
    assert!(matches!(err.kind, RecordErrorKind::UnknownEdition(_)));
}

/// `game_at` rebuilds the game from the positions read; it must be the
/// game a replay gives: position, moves, status, legal moves, and the
/// repetition history (the next move's status depends on it).
#[test]
fn game_at_is_the_replayed_game() {
    for edition in Edition::ALL {
        for seed in 0..6usize {
            let mut game = Game::new(Rules::new(edition));
            let mut k = seed;
            while !game.status().is_over() {
                let legal = game.legal_moves();
                k = k.wrapping_mul(2_654_435_761).wrapping_add(7) % 1_000_003;
                let mv = legal[k % legal.len()];
                game.play_untraced(mv).unwrap();
            }
            let text = GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default())
                .to_text();
            let recorded = &parse_records(&text).unwrap()[0];
            let mut replayed = Game::new(Rules::new(edition));
            for ply in 0..=recorded.plies() {
                let at = recorded.game_at(ply).unwrap();
                assert_eq!(
                    at.position(),
                    replayed.position(),
                    "{edition:?} {seed} {ply}"
                );
                assert_eq!(at.moves(), replayed.moves());
                assert_eq!(at.status(), replayed.status(), "{edition:?} {seed} {ply}");
                assert_eq!(at.legal_moves(), replayed.legal_moves());
                // The same next move gives the same status.
                if let Some(&mv) = replayed.legal_moves().first() {
                    let (mut a, mut b) = (at.clone(), replayed.clone());
                    a.play_untraced(mv).unwrap();
                    b.play_untraced(mv).unwrap();
                    assert_eq!(a.status(), b.status());
                }
                if let Some(&mv) = recorded.record.moves.get(ply) {
                    replayed.play_untraced(mv).unwrap();
                }
            }
        }
    }
}

#[test]
fn game_at_and_move_text_follow_the_positions() {
    let text = kiswahili_record("1. A6< a6< 2. A4>", "*", "");
    let game = &parse_records(&text).unwrap()[0];
    assert_eq!(game.plies(), 3);
    assert_eq!(game.move_text(1).as_deref(), Some("a6<"));
    assert_eq!(game.move_text(3), None);
    for ply in 0..=3 {
        assert_eq!(
            game.game_at(ply).unwrap().position(),
            game.position_at(ply).unwrap()
        );
    }
    assert!(game.game_at(4).is_none());
    assert_eq!(game.record.moves[0], Move::new(5, Dir::Anticlockwise));
    assert!(
        game.summary()
            .contains("kiswahili, South unnamed vs North unnamed, *, 3 plies")
    );
}

/// RECORDS.md: `[%win 0.62]` is the chance, 0 to 1, that South wins. A
/// value that is no such chance is refused with its line and column; a
/// good one is kept in the move's comments for the replay.
#[test]
fn a_win_chance_that_is_no_chance_is_refused_with_its_line() {
    for bad in ["banana", "150", "-0.1", "1.01", "NaN", "inf", ""] {
        let text = kiswahili_record(&format!("1. A6<\n{{[%win {bad}]}}"), "*", "");
        let refused = error(&text);
        assert_eq!(
            refused.kind,
            RecordErrorKind::BadWin(bad.to_string()),
            "{bad}"
        );
        assert_eq!(refused.at.map(|at| at.line), Some(6), "{bad}");
        assert!(
            refused.to_string().contains(&format!(
                "[%win {bad}] is not a chance from 0 to 1 that South wins"
            )),
            "{refused}"
        );
    }
    // Before the first move too, and an unclosed command.
    let before = kiswahili_record("{[%win 2]}\n1. A6<", "*", "");
    assert_eq!(
        error(&before).kind,
        RecordErrorKind::BadWin("2".to_string())
    );
    let open = kiswahili_record("1. A6< {[%win 0.5}", "*", "");
    assert_eq!(
        error(&open).kind,
        RecordErrorKind::BadWin("0.5".to_string())
    );
    for good in ["0", "0.62", "1", "1.00"] {
        let text = kiswahili_record(&format!("1. A6< {{[%win {good}] [%window x]}}"), "*", "");
        let game = parse_records(&text).unwrap().remove(0);
        let comment = format!("[%win {good}] [%window x]");
        assert_eq!(game.notes.moves[0].comments, vec![comment], "{good}");
    }
}
