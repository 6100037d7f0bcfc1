//! Game records (`.bao` files, shared/RECORDS.md): written, read back, refused
//! where they are wrong, and the `bao record` and `bao match --record` commands.

mod common;
use bao::bot::Level;
use bao::record::game::{
    GameRecord, GameResult, LineColumn, MAX_FILE_BYTES, PlayerTags, Reason, RecordError,
    RecordErrorKind, decode, parse_records, read_file, records_to_text,
};
use bao::rules::{Edition, Game, Position, Rules, Side, Status};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::path::PathBuf;
use std::process::Command;

fn bao() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bao"))
}

/// A fresh, empty folder for one test.
fn folder(name: &str) -> PathBuf {
    common::scratch_folder(&format!("records-{name}"))
}

/// Random legal moves from `game` until it ends or `plies` moves are played;
/// returns the game and the position after every ply (the start first).
fn random_play(mut game: Game, seed: u64, plies: usize) -> (Game, Vec<Position>) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
    let mut positions = vec![*game.position()];
    while !game.status().is_over() && game.moves().len() < plies {
        let legal = game.legal_moves();
        let mv = legal[rng.random_range(0..legal.len())];
        game.play_untraced(mv).unwrap();
        positions.push(*game.position());
    }
    (game, positions)
}

fn refused(text: &str) -> RecordError {
    match parse_records(text) {
        Ok(games) => panic!("accepted {} records:\n{text}", games.len()),
        Err(e) => e,
    }
}

fn at(line: usize, column: usize) -> Option<LineColumn> {
    Some(LineColumn { line, column })
}

/// A short Kiswahili record with the given moves, Result and extra tags.
fn kiswahili(moves: &str, result: &str, tags: &str) -> String {
    format!(
        "[Version \"1\"]\n[Edition \"kiswahili\"]\n[Result \"{result}\"]\n{tags}\n{moves} {result}\n"
    )
}

/// A random game that ends within its 2,000 plies: a Kujifunza game, short.
fn finished_record(seed: u64) -> GameRecord {
    let (game, _) = random_play(Game::new(Rules::new(Edition::Kujifunza)), seed, usize::MAX);
    assert!(game.status().is_over());
    GameRecord::from_game(&game, PlayerTags::person("Asha"), PlayerTags::default())
}

/// RECORDS.md, "Reading a record": every move is replayed, and the reader
/// gives back the start, the options, the players, and every move with the
/// position after it. Random games of all three editions, finished and
/// unfinished, from the start, from North to move and from a set position,
/// are written, read back to the same moves and positions, and written again
/// to the same text.
#[test]
fn random_games_of_every_edition_round_trip() {
    let mut all = Vec::new();
    let mut expected = Vec::new();
    for edition in Edition::ALL {
        for seed in 0..12u64 {
            // Takasia is a Kiswahili rule, written for Kiswahili only
            // (src/record/README.md decision 2).
            let takasia = edition != Edition::Kiswahili || seed % 3 != 1;
            let start = match seed % 4 {
                // From the middle of another random game: a `Position` tag.
                2 => {
                    let rules = Rules { edition, takasia };
                    let (game, _) = random_play(Game::new(rules), seed + 100, 7);
                    *game.position()
                }
                3 => Position {
                    side: Side::North,
                    ..Position::start(edition)
                },
                _ => Position::start(edition),
            };
            // Some games are cut off, to be written unfinished (`*`).
            let plies = if seed % 5 == 4 { 9 } else { usize::MAX };
            let (game, positions) = random_play(Game::from_position(start, takasia), seed, plies);
            let mut record = GameRecord::from_game(
                &game,
                PlayerTags::person("Juma"),
                PlayerTags::bot(Level::get(1 + (seed % 6) as u8).unwrap()),
            );
            record.date = Some("2026.12.01".to_string());
            record.active_seconds = Some(seed * 997);
            record.event = Some(format!("test {edition} {seed}"));
            record.other_tags = vec![("Round".to_string(), seed.to_string())];
            let text = record.to_text();
            // RECORDS.md: `\n` line ends, at most 80 characters a line of moves.
            assert!(!text.contains('\r'));
            let moves_part = text.split("\n\n").nth(1).unwrap();
            assert!(moves_part.lines().all(|l| l.len() <= 80), "{text}");
            if start.side == Side::North {
                assert!(moves_part.starts_with("1... "), "{text}");
            }
            assert_eq!(
                text.contains("[Position "),
                start != Position::start(edition),
                "{text}"
            );
            let back = parse_records(&text).unwrap_or_else(|e| panic!("{e}\n{text}"));
            assert_eq!(back.len(), 1);
            let read = &back[0];
            assert_eq!(read.record, record, "{text}");
            assert_eq!(read.positions, positions, "{text}");
            assert_eq!(read.game.status(), game.status());
            assert_eq!(read.game.moves(), game.moves());
            assert_eq!(read.record.to_text(), text, "a copy is the same text");
            all.push(record);
            expected.push(positions);
        }
    }
    // RECORDS.md: a file may hold several records, separated by a blank line.
    let file = records_to_text(&all);
    let back = parse_records(&file).unwrap();
    assert_eq!(back.len(), all.len());
    for ((read, record), positions) in back.iter().zip(&all).zip(&expected) {
        assert_eq!(&read.record, record);
        assert_eq!(&read.positions, positions);
    }
    // RECORDS.md: readers also accept `\r\n`.
    let crlf = parse_records(&file.replace('\n', "\r\n")).unwrap();
    assert_eq!(crlf.len(), all.len());
    assert!(
        crlf.iter()
            .zip(&all)
            .all(|(read, record)| &read.record == record)
    );
}

/// RECORDS.md, "A record": the example's tags are read as the contract
/// describes them.
#[test]
fn the_tags_of_the_example_are_read() {
    let text = "[Version \"1\"]\n[Edition \"kiswahili\"]\n[Takasia \"off\"]\n[South \"Person\"]\n\
                [North \"Bingwa\"]\n[NorthLevel \"6\"]\n[Date \"2026.12.01\"]\n[Result \"*\"]\n\
                [Plies \"2\"]\n[ActiveTime \"0:12:31\"]\n[Event \"a \\\"quoted\\\" \\\\ name\"]\n\
                [Site \"Zanzibar\"]\n\n1. A6< a6< *\n";
    let games = parse_records(text).unwrap();
    let record = &games[0].record;
    assert_eq!(
        record.rules,
        Rules {
            edition: Edition::Kiswahili,
            takasia: false
        }
    );
    assert_eq!(record.south, PlayerTags::person("Person"));
    assert_eq!(record.north, PlayerTags::bot(Level::get(6).unwrap()));
    assert_eq!(record.date.as_deref(), Some("2026.12.01"));
    assert_eq!(record.result, GameResult::Unfinished);
    assert_eq!(record.active_seconds, Some(12 * 60 + 31));
    assert_eq!(record.event.as_deref(), Some("a \"quoted\" \\ name"));
    // Any other tag is kept when the record is copied.
    assert_eq!(
        record.other_tags,
        vec![("Site".to_string(), "Zanzibar".to_string())]
    );
    assert!(record.to_text().contains("[Site \"Zanzibar\"]\n"));
    assert_eq!(games[0].positions.len(), 3);
}

/// RECORDS.md: comments `{ ... }` anywhere between moves and `;` to the end
/// of a line; the annotations `*`, `**`, `#` are ignored; RULES.md §1: `L`
/// and `R` are read as `<` and `>`.
#[test]
fn comments_annotations_and_letters_are_read() {
    let plain = parse_records(&kiswahili("1. A6< a6< 2. A4>", "*", "")).unwrap();
    let noisy = kiswahili(
        "{before} 1. {between number and move} A6L* ; to the end of the line 2. nonsense\n\
         a6<**{touching}\n{a comment\nover lines} 2.A4R#",
        "*",
        "; a comment after the tags\n",
    );
    let read = parse_records(&noisy).unwrap_or_else(|e| panic!("{e}\n{noisy}"));
    assert_eq!(read[0].record.moves, plain[0].record.moves);
    assert_eq!(read[0].positions, plain[0].positions);
}

/// RECORDS.md, "Reading a record": each refusal names the line and column
/// and what is wrong.
#[test]
fn each_refusal_says_where_and_why() {
    let header = "[Version \"1\"]\n[Edition \"kiswahili\"]\n[Result \"*\"]\n";
    let cases: Vec<(String, Option<LineColumn>, &str)> = vec![
        // A malformed tag.
        (
            "[Version \"1\"]\n[Edition kiswahili]\n[Result \"*\"]\n\n*\n".to_string(),
            at(2, 10),
            "malformed tag",
        ),
        (
            format!("{header}[SouthLevel \"7\"]\n\n*\n"),
            at(4, 1),
            "level is 1 to 6",
        ),
        (
            format!("{header}[Date \"1.12.2026\"]\n\n*\n"),
            at(4, 1),
            "YYYY.MM.DD",
        ),
        (
            format!("{header}[Result \"*\"]\n\n*\n"),
            at(4, 1),
            "given twice",
        ),
        // A required tag missing: where the record begins.
        (
            "\n\n[Version \"1\"]\n[Result \"*\"]\n\n*\n".to_string(),
            at(3, 1),
            "required tag Edition",
        ),
        (
            "[Edition \"kimasai\"]\n[Result \"*\"]\n\n*\n".to_string(),
            at(1, 1),
            "required tag Version",
        ),
        (
            "[Version \"1\"]\n[Edition \"kimasai\"]\n\n*\n".to_string(),
            at(1, 1),
            "required tag Result",
        ),
        // The edition or version unknown.
        (
            "[Version \"1\"]\n[Edition \"chess\"]\n[Result \"*\"]\n\n*\n".to_string(),
            at(2, 1),
            "Edition \"chess\" is unknown",
        ),
        (
            "[Version \"2\"]\n[Edition \"kimasai\"]\n[Result \"*\"]\n\n*\n".to_string(),
            at(1, 1),
            "written by a newer version of Bao",
        ),
        // A move not legal in its position, or not a move at all.
        (
            kiswahili("1. A6< a6< 2. A6>", "*", ""),
            at(5, 15),
            "A6> is not a legal move here; legal: A4> A4<",
        ),
        (
            kiswahili("1. A6< A6>", "*", ""),
            at(5, 8),
            "not a pit of the side to move",
        ),
        (
            kiswahili("1. A6< 2-0", "*", ""),
            at(5, 8),
            "not a move, a move number",
        ),
        // Move numbers out of order.
        (
            kiswahili("1. A6< 2. a6<", "*", ""),
            at(5, 8),
            "expected 1...",
        ),
        (
            kiswahili("1. A6< a6< 3. A4>", "*", ""),
            at(5, 12),
            "expected 2.",
        ),
        // The result token is not the Result tag.
        (
            kiswahili("1. A6<", "*", "").replace("A6< *", "A6< unranked"),
            at(5, 8),
            "not the Result tag's *",
        ),
        // A game still going cannot be won.
        (
            kiswahili("1. A6<", "1-0", ""),
            at(5, 8),
            "leave the game going",
        ),
        // The Plies tag must count the moves.
        (
            kiswahili("1. A6<", "*", "[Plies \"2\"]\n"),
            at(4, 1),
            "Plies says 2",
        ),
        // No result token: the moves run out, or the next record begins.
        (
            format!("{header}\n1. A6< a6<\n"),
            at(6, 1),
            "no result token",
        ),
        (
            format!("{header}\n1. A6<\n\n{header}\n*\n"),
            at(7, 1),
            "no result token",
        ),
        (
            format!("{header}\n1. A6< {{open\n*\n"),
            at(5, 8),
            "never closed",
        ),
        // Text after a result where a record's tags should begin.
        (
            format!("{header}\n* A6<\n"),
            at(5, 3),
            "expected a record's tags",
        ),
    ];
    for (text, location, needle) in cases {
        let err = refused(&text);
        assert_eq!(err.at, location, "{err}\n{text}");
        assert!(
            err.to_string().contains(needle),
            "'{err}' lacks '{needle}'\n{text}"
        );
        if let Some(location) = location {
            assert!(
                err.to_string().contains(&format!(
                    "line {}, column {}",
                    location.line, location.column
                )),
                "{err}"
            );
        }
    }
    // The second record is the one refused, and named so.
    let two =
        format!("{header}\n*\n\n[Version \"1\"]\n[Edition \"kiswahili\"]\n[Result \"1-0\"]\n\n*\n");
    let err = refused(&two);
    assert_eq!((err.record, err.at), (Some(2), at(11, 1)), "{err}");
    assert!(
        err.to_string().starts_with("record 2, line 11, column 1: "),
        "{err}"
    );
    // The same places with `\r\n` line ends.
    let err = refused(&kiswahili("1. A6< a6< 2. A6>", "*", "").replace('\n', "\r\n"));
    assert_eq!(err.at, at(5, 15));
}

/// RECORDS.md: a move that follows the end of the game, and a finished
/// game's Result that is not what the engine says, are refused.
#[test]
fn the_end_of_the_game_is_the_engines() {
    let record = finished_record(7);
    let text = record.to_text();
    let token = record.result.token();
    let (last_line, last) = text.lines().enumerate().last().unwrap();
    assert!(last.ends_with(token));
    let token_column = last.len() - token.len() + 1;
    // A move after the end, just before the result token.
    let err = refused(&with_end(&text, &format!("A1> {token}")));
    assert_eq!(err.at, at(last_line + 1, token_column), "{err}");
    assert!(
        matches!(err.kind, RecordErrorKind::MoveAfterEnd { .. }),
        "{err}"
    );
    assert!(
        err.to_string().contains("follows the end of the game"),
        "{err}"
    );
    // The other side's win, in the tag and the token alike.
    let other = match record.result {
        GameResult::SouthWon => GameResult::NorthWon,
        _ => GameResult::SouthWon,
    };
    let flipped = with_end(&text, other.token()).replace(
        &format!("[Result \"{token}\"]"),
        &format!("[Result \"{other}\"]"),
    );
    let err = refused(&flipped);
    assert_eq!(err.at, at(last_line + 1, token_column), "{err}");
    assert!(
        matches!(err.kind, RecordErrorKind::WrongResult { .. }),
        "{err}"
    );
    // `*` only for a game that is still going.
    let unfinished: String = with_end(&text, "*")
        .replace(&format!("[Result \"{token}\"]"), "[Result \"*\"]")
        .lines()
        .filter(|l| !l.starts_with("[Reason "))
        .map(|l| format!("{l}\n"))
        .collect();
    let err = refused(&unfinished);
    assert!(
        matches!(err.kind, RecordErrorKind::WrongResult { .. }),
        "{err}"
    );
    // A Reason that is not the engine's.
    let reason = record.reason.unwrap();
    let wrong = text.replace(
        &format!("[Reason \"{reason}\"]"),
        "[Reason \"repeated position\"]",
    );
    let err = refused(&wrong);
    assert!(
        matches!(err.kind, RecordErrorKind::WrongResult { .. }),
        "{err}"
    );
}

/// The record text with its result token (the last word) replaced by `end`.
fn with_end(text: &str, end: &str) -> String {
    let body = text.trim_end();
    let cut = body.rfind(|c: char| c.is_whitespace()).unwrap() + 1;
    format!("{}{end}\n", &body[..cut])
}

/// Decision 8 of src/record/README.md: a time limit or an abandoned game
/// cannot be seen in the moves, and is taken at its word.
#[test]
fn time_limits_and_abandoned_games_are_taken_at_their_word() {
    let timed = parse_records(&kiswahili(
        "1. A6<",
        "unranked",
        "[Reason \"four active hours\"]\n",
    ))
    .unwrap();
    assert!(timed[0].game.status().is_over());
    // The app's clock ends a game; its record reads back to the same end.
    let (mut game, _) = random_play(Game::new(Rules::new(Edition::Kimasai)), 4, 9);
    game.end_by_time_limit();
    let record = GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default());
    assert_eq!(record.reason, Some(Reason::TimeLimit));
    let read = parse_records(&record.to_text()).unwrap();
    assert_eq!(read[0].game.status(), game.status());
    assert_eq!(read[0].record, record);
    let left = parse_records(&kiswahili("1. A6<", "unranked", "[Reason \"abandoned\"]\n")).unwrap();
    assert_eq!(left[0].game.status(), Status::Ongoing);
    assert_eq!(left[0].record.reason, Some(Reason::Abandoned));
    // A finished game was not abandoned.
    let record = finished_record(3);
    let text = record.to_text();
    let token = record.result.token();
    let abandoned = with_end(&text, "unranked")
        .replace(&format!("[Result \"{token}\"]"), "[Result \"unranked\"]")
        .replace("[Reason \"front row empty\"]", "[Reason \"abandoned\"]")
        .replace("[Reason \"no legal move\"]", "[Reason \"abandoned\"]");
    assert!(matches!(
        refused(&abandoned).kind,
        RecordErrorKind::WrongResult { .. }
    ));
}

/// RECORDS.md: bytes that are not UTF-8 are refused, with where.
#[test]
fn bytes_that_are_not_utf8_are_refused() {
    let mut bytes = kiswahili("1. A6<", "*", "").into_bytes();
    bytes.splice(22..22, [0xff, 0xfe]);
    let err = decode(bytes).unwrap_err();
    assert_eq!(err.kind, RecordErrorKind::NotUtf8);
    assert_eq!(err.at, at(2, 9));
    assert!(err.to_string().contains("not UTF-8"), "{err}");
    // Text that is UTF-8, names included, is read.
    let names = kiswahili("1. A6<", "*", "[South \"Bibi Zuhura ☺\"]\n");
    assert!(decode(names.into_bytes()).is_ok());
}

/// RECORDS.md: a file over 1 MiB is refused without being read whole; one of
/// exactly 1 MiB is read.
#[test]
fn files_over_one_mib_are_refused() {
    let dir = folder("limit");
    let mut text = kiswahili("1. A6<", "*", "");
    text.push_str("; padding");
    let fill = MAX_FILE_BYTES as usize - text.len() - 1;
    text.push_str(&"x".repeat(fill));
    text.push('\n');
    assert_eq!(text.len() as u64, MAX_FILE_BYTES);
    let exact = dir.join("exact.bao");
    std::fs::write(&exact, &text).unwrap();
    assert_eq!(read_file(&exact).unwrap().len(), 1);
    let over = dir.join("over.bao");
    std::fs::write(&over, format!("{text} ")).unwrap();
    let err = read_file(&over).unwrap_err();
    assert_eq!(
        (err.kind.clone(), err.at),
        (RecordErrorKind::TooLarge, None)
    );
    assert!(err.to_string().contains("larger than 1 MiB"), "{err}");
    // A huge (sparse) file is refused from its size alone, at once.
    let huge = dir.join("huge.bao");
    std::fs::File::create(&huge)
        .unwrap()
        .set_len(4 << 30)
        .unwrap();
    let started = std::time::Instant::now();
    assert_eq!(
        read_file(&huge).unwrap_err().kind,
        RecordErrorKind::TooLarge
    );
    assert!(started.elapsed().as_secs() < 5);
    let missing = read_file(&dir.join("missing.bao")).unwrap_err();
    assert!(matches!(missing.kind, RecordErrorKind::Io(_)), "{missing}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Decision 11 of src/record/README.md: a file with no record is refused.
#[test]
fn a_file_without_a_record_is_refused() {
    for text in ["", "\n\n", "; only a comment\n{ and another }\n"] {
        assert_eq!(refused(text).kind, RecordErrorKind::NoRecord);
    }
}

fn run(args: &[&str]) -> (bool, String, String) {
    let out = bao().args(args).output().unwrap();
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

/// `bao record check` and `bao record show`.
#[test]
fn record_check_and_show() {
    let dir = folder("cli");
    let good = dir.join("good.bao");
    let first = finished_record(11);
    let (game, _) = random_play(Game::new(Rules::new(Edition::Kiswahili)), 5, 6);
    assert_eq!(game.status(), Status::Ongoing);
    let second = GameRecord::from_game(
        &game,
        PlayerTags::person("Person"),
        PlayerTags::bot(Level::get(6).unwrap()),
    );
    std::fs::write(&good, records_to_text(&[first.clone(), second.clone()])).unwrap();
    let good_path = good.to_str().unwrap();
    let (ok, out, err) = run(&["record", "check", good_path]);
    assert!(ok, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 2, "{out}");
    assert!(
        lines[0].starts_with("game 1: kujifunza, South Asha vs North unnamed, "),
        "{out}"
    );
    assert!(
        lines[0].ends_with(&format!("{} plies", first.plies())),
        "{out}"
    );
    assert_eq!(
        lines[1],
        "game 2: kiswahili, South Person vs North Bingwa (level 6), *, 6 plies"
    );
    // show: the end by default, any ply, any game.
    let (ok, out, _) = run(&["record", "show", good_path, "--game", "2"]);
    assert!(ok);
    assert_eq!(out.trim_end(), game.position().to_string());
    let (ok, out, _) = run(&["record", "show", good_path, "--game", "2", "--ply", "0"]);
    assert!(ok);
    assert_eq!(
        out.trim_end(),
        Position::start(Edition::Kiswahili).to_string()
    );
    let (ok, out, _) = run(&["record", "show", good_path]);
    assert!(ok);
    let end = parse_records(&first.to_text()).unwrap()[0]
        .positions
        .last()
        .copied();
    assert_eq!(out.trim_end(), end.unwrap().to_string());
    for args in [
        vec!["--game", "3"],
        vec!["--game", "0"],
        vec!["--game", "2", "--ply", "7"],
    ] {
        let mut all = vec!["record", "show", good_path];
        all.extend(args.iter());
        let (ok, _, err) = run(&all);
        assert!(!ok, "{args:?}");
        assert!(!err.is_empty());
    }
    // A broken second record: the first is summed up, then the error, status 1.
    let bad = dir.join("bad.bao");
    let mut broken = records_to_text(&[first, second]);
    let plies = broken.rfind("[Plies \"6\"]").unwrap();
    broken.replace_range(plies..plies + 11, "[Plies \"5\"]");
    std::fs::write(&bad, broken).unwrap();
    let out = bao()
        .args(["record", "check", bad.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert_eq!(String::from_utf8(out.stdout).unwrap().lines().count(), 1);
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("bad.bao: record 2, line "), "{err}");
    assert!(
        err.contains("Plies says 5 but the record has 6 moves"),
        "{err}"
    );
    // Not UTF-8, and missing.
    let binary = dir.join("binary.bao");
    std::fs::write(&binary, [0x5b, 0xff, 0x00]).unwrap();
    let (ok, _, err) = run(&["record", "check", binary.to_str().unwrap()]);
    assert!(
        !ok && err.contains("line 1, column 2: the file is not UTF-8"),
        "{err}"
    );
    let (ok, _, err) = run(&["record", "check", dir.join("none.bao").to_str().unwrap()]);
    assert!(!ok && err.contains("cannot read"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `bao match --record`: every game of the match in one file, which reads
/// back with the bots' names and levels, each side in turn.
#[test]
fn match_writes_every_game_as_a_record() {
    let dir = folder("match");
    let path = dir.join("sub").join("match.bao");
    let (ok, out, err) = run(&[
        "match",
        "--edition",
        "kujifunza",
        "--a",
        "1",
        "--b",
        "2",
        "--games",
        "4",
        "--jobs",
        "2",
        "--record",
        path.to_str().unwrap(),
    ]);
    assert!(ok, "{err}");
    assert!(out.contains("4 games"), "{out}");
    let games = read_file(&path).unwrap();
    assert_eq!(games.len(), 4);
    let (a, b) = (
        PlayerTags::bot(Level::get(1).unwrap()),
        PlayerTags::bot(Level::get(2).unwrap()),
    );
    for (number, game) in games.iter().enumerate() {
        let record = &game.record;
        // A takes South in the first game of each pair, North in the second.
        if number % 2 == 0 {
            assert_eq!((&record.south, &record.north), (&a, &b));
        } else {
            assert_eq!((&record.south, &record.north), (&b, &a));
        }
        assert_ne!(record.result, GameResult::Unfinished);
        assert!(record.date.is_some());
        assert!(
            record
                .event
                .as_deref()
                .is_some_and(|e| e.contains(&format!("game {} of 4", number + 1)))
        );
    }
    // Nothing is left beside it: the file was written whole, then renamed.
    let names: Vec<_> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(names, vec![std::ffi::OsString::from("match.bao")]);
    let (ok, out, _) = run(&["record", "check", path.to_str().unwrap()]);
    assert!(ok);
    assert_eq!(out.lines().count(), 4);
    // A folder is not a file to write to, and is refused before playing.
    let (ok, _, err) = run(&[
        "match",
        "--edition",
        "kujifunza",
        "--a",
        "1",
        "--b",
        "1",
        "--games",
        "1",
        "--record",
        dir.to_str().unwrap(),
    ]);
    assert!(!ok && err.contains("a file name is needed"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// RECORDS.md's Reason `repeated position`: four lone seeds a side walk
/// round their Kimasai loops into empty pits (so nothing is captured), and
/// every 32 plies the position comes back; the third time ends the game.
#[test]
fn a_repeated_position_is_recorded_and_read_back() {
    let start = Position::parse(
        "kimasai S 1,0,0,0,1,0,0,0/0,0,0,1,0,0,0,1 1,0,0,0,1,0,0,0/0,0,0,1,0,0,0,1 0,0",
    )
    .unwrap();
    let mut game = Game::from_position(start, true);
    // The pit of loop index `i`: the front row 1..8, then the back row 8..1.
    let pit = |side: Side, i: usize| {
        let (front, back) = match side {
            Side::South => ('A', 'B'),
            Side::North => ('a', 'b'),
        };
        if i < 8 {
            format!("{front}{}", i + 1)
        } else {
            format!("{back}{}", 16 - i)
        }
    };
    'play: for round in 0..16 {
        for seed in 0..4 {
            for side in Side::BOTH {
                if game.status().is_over() {
                    break 'play;
                }
                let mv = game
                    .parse_move(&pit(side, (4 * seed + round) % 16))
                    .unwrap();
                game.play_untraced(mv).unwrap();
            }
        }
    }
    assert_eq!(
        game.status(),
        Status::Unranked(bao::rules::UnrankedReason::Repetition)
    );
    assert_eq!(game.moves().len(), 64);
    let record = GameRecord::from_game(&game, PlayerTags::default(), PlayerTags::default());
    let text = record.to_text();
    assert!(
        text.contains("[Result \"unranked\"]\n[Reason \"repeated position\"]\n"),
        "{text}"
    );
    let read = parse_records(&text).unwrap();
    assert_eq!(read[0].record, record);
    assert_eq!(read[0].game.status(), game.status());
    assert_eq!(read[0].positions[64], read[0].positions[0]);
}

/// RECORDS.md, "Reading a record": truncated, mutated and foreign files are
/// refused with the line at fault, or read; never a panic. A PGN chess game,
/// binary bytes, an empty file and 2 MiB of text are among them.
mod damaged {
    use super::*;
    use proptest::prelude::*;

    /// A record to damage: a short finished game, written as the game writes it.
    fn sample() -> String {
        records_to_text(&[finished_record(11)])
    }

    /// An error on a line of the text (or about the file as a whole).
    fn check(text: &str) {
        if let Err(e) = parse_records(text) {
            let message = e.to_string();
            assert!(!message.is_empty());
            if let Some(at) = e.at {
                assert!(
                    at.line >= 1 && at.line <= text.lines().count().max(1) + 1,
                    "{message}"
                );
                assert!(message.contains(&format!("line {}", at.line)), "{message}");
            } else {
                assert!(
                    e.record.is_none()
                        || matches!(
                            e.kind,
                            RecordErrorKind::MissingTag(_)
                                | RecordErrorKind::NoRecord
                                | RecordErrorKind::MissingResult
                        ),
                    "{e:?}"
                );
            }
        }
    }

    #[test]
    fn foreign_files_are_refused_with_a_line() {
        let chess = "[Event \"Casual Game\"]\n[Site \"Berlin GER\"]\n[Date \"1852.??.??\"]\n\
                     [White \"Anderssen, Adolf\"]\n[Black \"Dufresne, Jean\"]\n[Result \"1-0\"]\n\n\
                     1.e4 e5 2.Nf3 Nc6 3.Bc4 Bc5 4.b4 Bxb4 1-0\n";
        let refused = parse_records(chess).expect_err("a chess game");
        assert!(refused.to_string().contains("line"), "{refused}");
        for text in ["", "\n\n", "hello", "1. A6< a6>", "[Version \"1\"]"] {
            assert!(parse_records(text).is_err(), "{text:?}");
            check(text);
        }
        let binary: Vec<u8> = (0..4096u32)
            .map(|i| (i.wrapping_mul(2_654_435_761) >> 24) as u8)
            .collect();
        match decode(binary) {
            Err(e) => assert_eq!(e.kind, RecordErrorKind::NotUtf8),
            Ok(text) => assert!(parse_records(&text).is_err()),
        }
        let dir = folder("damaged");
        let big = dir.join("big.bao");
        std::fs::write(&big, "x".repeat(2 << 20)).unwrap();
        assert_eq!(
            read_file(&big).expect_err("2 MiB").kind,
            RecordErrorKind::TooLarge
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 200, ..ProptestConfig::default() })]

        #[test]
        fn truncated_records_never_panic(cut in 0usize..2000) {
            let text = sample();
            let mut cut = cut.min(text.len());
            while !text.is_char_boundary(cut) {
                cut -= 1;
            }
            check(&text[..cut]);
        }

        #[test]
        fn mutated_records_never_panic(
            at in 0usize..2000,
            removed in 0usize..6,
            inserted in "\\PC{0,6}|[\\[\\]{};\"\\\\*#.0-9a-zA-Z<>+ \n]{0,6}",
        ) {
            let text = sample();
            let mut at = at.min(text.len());
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            let mut end = (at + removed).min(text.len());
            while !text.is_char_boundary(end) {
                end += 1;
            }
            check(&format!("{}{inserted}{}", &text[..at], &text[end..]));
        }
    }
}

/// `bao replay` checks the record, the game and the ply before any window
/// opens, and names what is wrong.
#[test]
fn replay_refuses_a_bad_record_game_or_ply_before_opening() {
    let dir = folder("replay");
    let good = dir.join("good.bao");
    std::fs::write(&good, records_to_text(&[finished_record(5)])).unwrap();
    let plies = parse_records(&std::fs::read_to_string(&good).unwrap()).unwrap()[0].plies();
    let bad = dir.join("bad.bao");
    std::fs::write(
        &bad,
        "[Version \"1\"]\n[Edition \"chess\"]\n[Result \"*\"]\n\n*\n",
    )
    .unwrap();
    let run = |args: &[&str]| {
        let out = bao()
            .arg("replay")
            .args(args)
            .env_remove("DISPLAY")
            .output()
            .unwrap();
        (
            out.status.success(),
            String::from_utf8_lossy(&out.stderr).into_owned(),
        )
    };
    let (ok, err) = run(&[bad.to_str().unwrap()]);
    assert!(!ok && err.contains("line 2"), "{err}");
    let (ok, err) = run(&[good.to_str().unwrap(), "--game", "2"]);
    assert!(
        !ok && err.contains("--game 2") && err.contains("1 game"),
        "{err}"
    );
    let too_far = (plies + 1).to_string();
    let (ok, err) = run(&[good.to_str().unwrap(), "--at", &too_far]);
    assert!(!ok && err.contains("--at"), "{err}");
    // A good record gets as far as the window: here, no display.
    let (ok, err) = run(&[good.to_str().unwrap(), "--at", "1"]);
    assert!(
        !ok && (err.contains("display") || err.contains("no game window")),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
