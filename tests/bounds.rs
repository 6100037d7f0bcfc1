//! Numbers the command line reads from files, and the data sets it is
//! given, are checked before anything runs on them (issue 48, "Files that
//! cannot lie"): a clear error, never a panic or a run without end.

use std::process::Command;

fn bao() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bao"))
}

/// A fresh, empty folder for one test.
fn folder(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("bao-bounds-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `bao tune fit --study` on a data set whose fit split holds one game
/// (game 0's positions, seven times over, enough to fit): the learning
/// curve's eighth of the games is no game. It panicked (an index out of
/// range); it is a clear error naming the stage and the games needed.
#[test]
fn tune_fit_study_on_too_few_games_is_an_error_not_a_panic() {
    let dir = folder("study");
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let shard = std::fs::read_to_string(root.join("calibration/eval/kujifunza-0000.csv")).unwrap();
    let mut lines = shard.lines();
    let mut small = format!("{}\n", lines.next().unwrap());
    let of = |game: &str| -> Vec<&str> {
        shard
            .lines()
            .skip(1)
            .filter(|l| l.split(',').next() == Some(game))
            .collect()
    };
    for _ in 0..7 {
        small.extend(of("0").iter().map(|l| format!("{l}\n")));
    }
    for game in ["8", "9"] {
        small.extend(of(game).iter().map(|l| format!("{l}\n")));
    }
    std::fs::write(dir.join("kujifunza-0000.csv"), small).unwrap();
    let out = bao()
        .args(["tune", "fit", "--study", "--data"])
        .arg(&dir)
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    // 1 is the program's failure; a panic exits 101.
    assert_eq!(out.status.code(), Some(1), "{err}");
    assert!(
        err.contains("--study: the kujifunza stage's fit split has 1 games; its learning curve needs at least 8"),
        "{err}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `bao record check` refuses `[%win banana]` and `[%win 150]` with the
/// line (RECORDS.md: the chance, 0 to 1, that South wins), and passes 0.62.
#[test]
fn record_check_refuses_a_win_chance_that_is_no_chance() {
    let dir = folder("win");
    for (value, ok) in [("banana", false), ("150", false), ("0.62", true)] {
        let path = dir.join(format!("{value}.bao"));
        let record = format!(
            "[Version \"1\"]\n[Edition \"kiswahili\"]\n[Result \"*\"]\n\n1. A6<\n{{[%win {value}]}} *\n"
        );
        std::fs::write(&path, record).unwrap();
        let out = bao().args(["record", "check"]).arg(&path).output().unwrap();
        let err = String::from_utf8(out.stderr).unwrap();
        assert_eq!(out.status.success(), ok, "{value}: {err}");
        if !ok {
            assert!(err.contains("line 6"), "{err}");
            assert!(
                err.contains(&format!("[%win {value}] is not a chance from 0 to 1")),
                "{err}"
            );
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `bao puzzles verify` on a puzzle whose budget is `1e30` ran without
/// end; the file is refused before any search, naming the tag, the puzzle
/// and the range.
#[test]
fn puzzles_verify_refuses_a_budget_out_of_range_before_running() {
    let dir = folder("verify");
    let set = include_str!("../assets/puzzles/kimasai-puzzles.bao");
    let second = set[1..].find("[Version").expect("two puzzles") + 1;
    let one = set[..second].replace("[VerifiedNodes \"50000\"]", "[VerifiedNodes \"1e30\"]");
    assert!(one.contains("1e30"));
    let path = dir.join("one.bao");
    std::fs::write(&path, one).unwrap();
    let started = std::time::Instant::now();
    let out = bao()
        .args(["puzzles", "verify"])
        .arg(&path)
        .output()
        .unwrap();
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(!out.status.success(), "{err}");
    assert!(
        err.contains("puzzle 1: the tag VerifiedNodes is 1e30, outside its range 1..=100000000"),
        "{err}"
    );
    assert!(started.elapsed().as_secs() < 30);
    std::fs::remove_dir_all(&dir).unwrap();
}
