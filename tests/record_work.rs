//! Reading a record costs bounded work: the hostile files
//! of `common/hostile.rs`, each at most 1 MiB, are read or refused within a
//! generous limit (the release figures are in src/record/README.md, decision
//! 17, and `cargo bench --bench engine`), copies of one long proof cost it
//! once, and a read can be cancelled.

mod common;
#[path = "common/hostile.rs"]
mod hostile;

use bao::record::game::{
    MAX_FILE_BYTES, ReadWatch, RecordErrorKind, parse_records, parse_records_watched,
};
use bao::rules::Edition;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

/// Far above the release figures (under 5 s) so a slow or busy machine and
/// a test build do not make it flaky, yet far below the minutes an
/// unbounded reader took.
const LIMIT: Duration = Duration::from_secs(60);

/// Reads `text`, checks the time, and gives the result's kind.
fn timed(name: &str, text: &str) -> Result<usize, RecordErrorKind> {
    assert!(
        text.len() as u64 <= MAX_FILE_BYTES,
        "{name}: {}",
        text.len()
    );
    let started = Instant::now();
    let read = parse_records(text);
    let took = started.elapsed();
    let records = text.matches("[Version").count();
    let how = match &read {
        Ok(games) => format!("read {} records", games.len()),
        Err(e) => format!("refused: {e}"),
    };
    eprintln!(
        "{name}: {} bytes, {records} records, {took:?}, {how:.60}",
        text.len()
    );
    assert!(took < LIMIT, "{name} took {took:?}");
    read.map(|games| games.len()).map_err(|e| e.kind)
}

#[test]
fn copies_of_one_never_ending_move_are_proven_once() {
    let text = hostile::copies_of_one_proof();
    let copies = text.matches("[Version").count();
    assert!(copies > 5_000, "{copies}");
    assert_eq!(timed("copies", &text), Ok(copies));
    // The viewer's jump to the end costs no proof either.
    let games = parse_records(&text).unwrap();
    let started = Instant::now();
    let end = games[copies - 1].game_at(1).expect("ply 1");
    assert_eq!(end.status(), games[0].game.status());
    assert!(started.elapsed() < Duration::from_millis(50));
}

/// A planted `current.bao` of those copies is refused at once at its
/// second record (a saved game is one), never replayed whole, and the
/// distinct proofs within the lap budget.
#[test]
fn the_saved_game_read_is_bounded() {
    use bao::record::resume;
    let dir = common::scratch_folder("record-work-resume");
    for text in [
        hostile::copies_of_one_proof(),
        hostile::distinct_proofs(Edition::Kiswahili),
    ] {
        std::fs::write(resume::path(&dir), &text).unwrap();
        let started = Instant::now();
        let (game, notice) = resume::load(&dir);
        assert!(game.is_none());
        assert!(notice.is_some());
        assert!(started.elapsed() < LIMIT);
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn distinct_never_ending_moves_run_out_of_laps() {
    for edition in [Edition::Kujifunza, Edition::Kiswahili] {
        let text = hostile::distinct_proofs(edition);
        let err = parse_records(&text).expect_err("over the budget");
        assert_eq!(err.kind, RecordErrorKind::TooManyLaps, "{err}");
        // About 30 million laps a proof: the budget runs out at the tenth
        // or eleventh record, on its move.
        let record = err.record.expect("a record");
        assert!((10..=11).contains(&record), "{err}");
        // At the move itself, after its number.
        let line = err.at.expect("a place").line;
        assert!(
            text.lines()
                .nth(line - 1)
                .is_some_and(|l| l.starts_with("1... a6>"))
        );
        let message = err.to_string();
        assert!(
            message.starts_with(&format!("record {record}, line {line}, column 6: ")),
            "{message}"
        );
        assert!(message.contains("300 million laps"), "{message}");
        assert_eq!(
            timed(&format!("distinct {edition:?}"), &text),
            Err(RecordErrorKind::TooManyLaps)
        );
    }
    // Under the budget, the same moves are read.
    let nine = hostile::fill(
        hostile::back_rows()
            .iter()
            .take(9)
            .map(|back| hostile::takata(Edition::Kujifunza, back)),
    );
    assert_eq!(timed("nine", &nine), Ok(9));
}

#[test]
fn thousands_of_tags_and_the_longest_lines() {
    let text = hostile::thousands_of_tags();
    assert!(text.lines().count() > 50_000);
    assert_eq!(timed("tags", &text), Ok(1));
    // A repeat among them is found, at its line.
    let repeated = text.replacen("[T69999 ", "[T3 ", 1);
    assert_ne!(repeated, text);
    let err = parse_records(&repeated).expect_err("a tag twice");
    assert_eq!(err.kind, RecordErrorKind::DuplicateTag("T3".to_string()));
    let text = hostile::longest_lines();
    assert!(matches!(
        timed("lines", &text),
        Err(RecordErrorKind::NotAMove(_))
    ));
}

#[test]
fn the_longest_games_and_the_worst_file() {
    for edition in Edition::ALL {
        let game = hostile::longest_game(edition);
        // Kimasai's games end sooner (its reserve runs out, and then the
        // rows empty); the search finds some hundred plies there.
        if edition != Edition::Kimasai {
            assert_eq!(game.moves.len(), bao::rules::MAX_PLIES, "{edition:?}");
        }
        let text = hostile::copies_of(&game);
        let copies = text.matches("[Version").count();
        assert_eq!(timed(&format!("games {edition:?}"), &text), Ok(copies));
    }
    let worst = hostile::worst();
    assert_eq!(timed("worst", &worst), Err(RecordErrorKind::TooManyLaps));
}

/// A read on another thread stops soon after it is cancelled, inside a long
/// proof too, and shows how far it got.
#[test]
fn a_read_can_be_cancelled() {
    let text = hostile::distinct_proofs(Edition::Kiswahili);
    let watch = ReadWatch::default();
    let (err, latency) = std::thread::scope(|scope| {
        let reader = scope.spawn(|| parse_records_watched(&text, &watch));
        // Well into the first proofs.
        std::thread::sleep(Duration::from_millis(300));
        let asked = Instant::now();
        watch.cancel.store(true, Ordering::Relaxed);
        let err = reader.join().expect("no panic").expect_err("cancelled");
        (err, asked.elapsed())
    });
    assert_eq!(err.kind, RecordErrorKind::Cancelled, "{err}");
    assert!(
        err.to_string().contains("the reading was cancelled"),
        "{err}"
    );
    eprintln!("cancelled after {latency:?}");
    assert!(latency < Duration::from_secs(1), "{latency:?}");
    let done = watch.bytes_done.load(Ordering::Relaxed);
    assert!(done > 0 && done < text.len(), "{done}");
    // Uncancelled, the watch ends at the whole text.
    let watch = ReadWatch::default();
    let one = hostile::takata(Edition::Kujifunza, &hostile::back_rows()[0]);
    assert_eq!(parse_records_watched(&one, &watch).map(|g| g.len()), Ok(1));
    assert_eq!(watch.bytes_done.load(Ordering::Relaxed), one.len());
}
