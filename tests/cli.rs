//! The command line, run as a program: `bao engine`, `bao perft`, `bao selfplay`.

use std::io::Write;
use std::process::{Command, Stdio};

fn bao() -> Command {
    Command::new(env!("CARGO_BIN_EXE_bao"))
}

/// `bao engine` running, its stdin and stdout piped.
fn spawn_engine() -> std::process::Child {
    bao()
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("bao starts")
}

/// Runs `bao engine` with `script` on stdin and returns its stdout lines.
fn engine(script: &str) -> Vec<String> {
    let mut child = spawn_engine();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(script.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn engine_session() {
    let out = engine(
        "new kujifunza\n\
         show\n\
         legal\n\
         play A3> a6>\n\
         status\n\
         play A1> nonsense\n\
         show\n\
         quit\n\
         show\n",
    );
    assert_eq!(out[0], "ok");
    assert_eq!(
        out[1],
        "position kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0"
    );
    assert!(out[2].starts_with("legal A1> A2> A3>"), "{}", out[2]);
    assert_eq!(out[3], "ok");
    assert_eq!(out[4], "status ongoing");
    assert!(out[5].starts_with("error: "), "{}", out[5]);
    // All or nothing: the position after the refused `play` is the one before it.
    let after_two = engine("new kujifunza\nplay A3> a6>\nshow\n");
    assert_eq!(out[6], after_two[2]);
    assert_eq!(out.len(), 7, "nothing is answered after quit");
}

#[test]
fn engine_position_options_and_trace() {
    let out = engine(
        "position kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0 takasia=off\n\
         trace A2>\n\
         show\n\
         play A2>\n\
         show\n\
         position kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0\n\
         play A2>\n\
         show\n\
         position kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0 takasia=on\n\
         play A2>\n\
         show\n",
    );
    assert_eq!(out[0], "ok");
    // The trace: one JSON object per line, then ok; the position is unchanged.
    let trace_end = out[1..].iter().position(|l| l == "ok").unwrap() + 1;
    for line in &out[1..trace_end] {
        let value: serde_json::Value = serde_json::from_str(line).expect("JSON");
        assert!(value["event"].is_string(), "{line}");
    }
    assert_eq!(out[1], r#"{"event":"lift","pit":"A2","count":2}"#);
    assert_eq!(
        out[trace_end + 1],
        "position kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    // takasia=off is kept by the next `position` without options, then turned on.
    assert!(
        !out[trace_end + 3].contains("takasia="),
        "{}",
        out[trace_end + 3]
    );
    assert!(
        !out[trace_end + 6].contains("takasia="),
        "{}",
        out[trace_end + 6]
    );
    assert!(
        out[trace_end + 9].ends_with("takasia=a5"),
        "{}",
        out[trace_end + 9]
    );
}

#[test]
fn engine_errors_keep_the_session_going() {
    let out = engine(
        "fly\n\
         new chess\n\
         new kimasai takasia=maybe\n\
         position kujifunza S 1,2\n\
         play\n\
         play Z9>\n\
         trace\n\
         go level x\n\
         go level 9\n\
         go\n\
         \u{ff}\u{fe}\n\
         status\n",
    );
    assert_eq!(out.len(), 12, "{out:?}");
    for line in &out[..11] {
        assert!(line.starts_with("error: "), "{line}");
    }
    assert!(out[1].contains("chess"), "{}", out[1]);
    assert!(out[3].contains("position needs"), "{}", out[3]);
    assert!(out[8].contains("levels are 1 to 6"), "{}", out[8]);
    assert_eq!(out[11], "status ongoing");
}

#[test]
fn engine_go_answers_with_info_and_bestmove() {
    let out = engine("new kujifunza\ngo nodes 20000\ngo level 2\nplay A3>\ngo level 4\n");
    let bestmoves: Vec<&String> = out.iter().filter(|l| l.starts_with("bestmove ")).collect();
    assert_eq!(bestmoves.len(), 3, "{out:?}");
    let first_info = &out[1];
    assert!(
        first_info.starts_with("info depth 1 nodes "),
        "{first_info}"
    );
    assert!(
        first_info.contains(" score ") && first_info.contains(" pv "),
        "{first_info}"
    );
    // The move after bestmove is legal: the engine accepts it.
    let mv = bestmoves[2].strip_prefix("bestmove ").unwrap();
    let check = engine(&format!("new kujifunza\nplay A3>\nplay {mv}\n"));
    assert_eq!(check[2], "ok");
    // The same request twice, the same answer (deterministic bots).
    assert_eq!(
        engine("new kiswahili\ngo level 5\n"),
        engine("new kiswahili\ngo level 5\n")
    );
}

#[test]
fn engine_status_lines() {
    let out = engine(
        "position kujifunza S 0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 0,0,0,3,0,0,0,0/5,0,0,0,0,0,0,0 0,0\n\
         play A3>\n\
         status\n\
         legal\n\
         play a1>\n\
         position kimasai S 1,0,3,2,5,1,2,3/2,0,1,0,3,2,1,2 0,5,4,3,0,3,1,1/1,2,1,0,1,2,5,0 4,3\n\
         play A6\n\
         status\n",
    );
    assert_eq!(out[2], "status winner S front-row-empty");
    assert_eq!(out[3], "legal");
    assert!(out[4].starts_with("error: "), "{}", out[4]);
    assert_eq!(out[7], "status unranked never-ending-move");
}

#[test]
fn perft_counts_and_divides() {
    let out = bao().args(["perft", "2"]).output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    // 16 first moves, then the total.
    assert_eq!(lines.len(), 17, "{text}");
    let sum: u64 = lines[..16]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse::<u64>().unwrap())
        .sum();
    assert_eq!(lines[16], format!("total {sum}"));
    let one = bao()
        .args(["perft", "1", "--edition", "kiswahili"])
        .output()
        .unwrap();
    assert!(
        String::from_utf8(one.stdout)
            .unwrap()
            .ends_with("total 4\n")
    );
    let bad = bao()
        .args(["perft", "1", "--position", "kujifunza S nonsense"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
    assert!(
        String::from_utf8(bad.stderr)
            .unwrap()
            .contains("position needs")
    );
}

#[test]
fn selfplay_reports_and_is_reproducible() {
    let run = || {
        let out = bao()
            .args([
                "selfplay",
                "--edition",
                "kiswahili",
                "--games",
                "200",
                "--seed",
                "5",
            ])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let first = run();
    assert!(first.contains("games/s"), "{first}");
    assert!(first.contains("branching factor"), "{first}");
    assert!(first.contains("ended: winner"), "{first}");
    // The same seed, the same games (the timing lines aside).
    let stable = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("plies") || l.starts_with("ended") || l.starts_with("laps"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(stable(&first), stable(&run()));
    let bad = bao()
        .args(["selfplay", "--edition", "go"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
}

/// `bao match`: a report with the score, the move times and the search depth
/// by third of the game, the same games whether played on one thread or two.
#[test]
fn match_reports_and_is_the_same_on_more_threads() {
    let run = |jobs: &str| {
        let out = bao()
            .args([
                "match",
                "--edition",
                "kiswahili",
                "--a",
                "4",
                "--b",
                "2",
                "--games",
                "6",
                "--jobs",
                jobs,
            ])
            .output()
            .unwrap();
        assert!(out.status.success());
        String::from_utf8(out.stdout).unwrap()
    };
    let one = run("1");
    assert!(
        one.contains("A level 4 Fundi vs B level 2 Mchezaji, 6 games"),
        "{one}"
    );
    assert!(one.contains("A scores"), "{one}");
    assert!(one.contains("Elo difference"), "{one}");
    assert!(
        one.contains("A search, median by third of the game: opening depth 4"),
        "{one}"
    );
    let results = |text: &str| -> Vec<String> {
        text.lines()
            .filter(|l| l.starts_with("A wins") || l.starts_with("ended"))
            .map(str::to_string)
            .collect()
    };
    assert_eq!(results(&one), results(&run("2")));
    let bad = bao()
        .args(["match", "--edition", "kiswahili", "--a", "7", "--b", "1"])
        .output()
        .unwrap();
    assert!(!bad.status.success());
}

/// `bao engine` reads a line of at most 64 KiB: a longer one is skipped
/// without being kept, answered with a short error, and the next line is
/// read. The memory stays small however long the line.
#[test]
fn engine_refuses_overlong_lines_in_bounded_memory() {
    let mut child = spawn_engine();
    let mut stdin = child.stdin.take().unwrap();
    let chunk = vec![b'x'; 1 << 20];
    for _ in 0..32 {
        stdin.write_all(&chunk).unwrap();
    }
    stdin.write_all(b"\x1b[31m\nstatus\n").unwrap();
    stdin.flush().unwrap();
    // Still reading: its peak memory so far, from the kernel.
    std::thread::sleep(std::time::Duration::from_millis(300));
    let status = std::fs::read_to_string(format!("/proc/{}/status", child.id())).unwrap();
    let peak_kib: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmHWM:"))
        .and_then(|v| v.trim().trim_end_matches(" kB").trim().parse().ok())
        .unwrap();
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 2, "{text:.300}");
    assert!(
        lines[0].starts_with("error: a line of 33554438 bytes"),
        "{}",
        lines[0]
    );
    assert!(lines[0].len() < 200 && !lines[0].contains('\x1b'));
    assert_eq!(lines[1], "status ongoing");
    assert!(
        peak_kib < 48 * 1024,
        "peak {peak_kib} KiB for a 32 MiB line"
    );
}

/// `go` prints an `info` line as each depth completes, and `stop` ends a
/// search of any size at once with the best move so far.
#[test]
fn engine_go_streams_info_and_stops() {
    use std::io::{BufRead, BufReader};
    use std::sync::mpsc;
    use std::time::Duration;
    let mut child = spawn_engine();
    let mut stdin = child.stdin.take().unwrap();
    let stdout = child.stdout.take().unwrap();
    let (tx, rx) = mpsc::channel();
    std::thread::spawn(move || {
        for line in BufReader::new(stdout).lines() {
            if tx.send(line.unwrap()).is_err() {
                break;
            }
        }
    });
    let next = || rx.recv_timeout(Duration::from_secs(60)).expect("an answer");
    stdin
        .write_all(b"new kiswahili\ngo nodes 100000000000\n")
        .unwrap();
    stdin.flush().unwrap();
    assert_eq!(next(), "ok");
    // The first depth is reported while the search goes on.
    assert!(next().starts_with("info depth 1 "));
    // A command sent during the search waits its turn; stop does not.
    stdin.write_all(b"status\nstop\n").unwrap();
    stdin.flush().unwrap();
    let mut line = next();
    while line.starts_with("info ") {
        line = next();
    }
    assert!(line.starts_with("bestmove A"), "{line}");
    assert_eq!(next(), "status ongoing");
    stdin.write_all(b"quit\n").unwrap();
    drop(stdin);
    assert!(child.wait().unwrap().success());
}

/// RULES.md §1 (Kimasai moves are the pit alone; `<` is no Kimasai
/// direction); a move after the end of the game is told the game is over.
#[test]
fn engine_refuses_a_kimasai_anticlockwise_move_and_moves_after_the_end() {
    let out = engine(
        "new kimasai\n\
         play A8<\n\
         show\n\
         play A8>\n\
         position kujifunza S 0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 0,0,0,3,0,0,0,0/5,0,0,0,0,0,0,0 0,0\n\
         play A3>\n\
         play a1>\n",
    );
    assert!(
        out[1].starts_with("error: ") && out[1].contains("clockwise"),
        "{}",
        out[1]
    );
    assert!(out[2].ends_with("24,24 first"), "{}", out[2]);
    assert_eq!(out[3], "ok");
    assert_eq!(out[6], "error: the game is over (winner S front-row-empty)");
}

/// `--takasia on|off` on every command that has it; 0 games and perft
/// depths above the most are refused before anything runs.
#[test]
fn command_options_are_usable_and_bounded() {
    let ok = |args: &[&str]| {
        let out = bao().args(args).output().unwrap();
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    ok(&["perft", "2", "--edition", "kiswahili", "--takasia", "off"]);
    ok(&["perft", "1", "--takasia=on"]);
    ok(&[
        "selfplay",
        "--edition",
        "kiswahili",
        "--games",
        "5",
        "--takasia",
        "off",
    ]);
    ok(&[
        "match",
        "--edition",
        "kiswahili",
        "--a",
        "1",
        "--b",
        "1",
        "--games",
        "2",
        "--takasia",
        "off",
    ]);
    let refused = |args: &[&str], needle: &str| {
        let out = bao().args(args).output().unwrap();
        assert!(!out.status.success(), "{args:?}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(needle), "{args:?}: {err}");
    };
    refused(&["perft", "1", "--takasia", "maybe"], "on or off");
    refused(&["perft", "30000"], "0..=64");
    refused(
        &[
            "match",
            "--edition",
            "kiswahili",
            "--a",
            "1",
            "--b",
            "1",
            "--games",
            "0",
        ],
        "--games",
    );
    refused(
        &["selfplay", "--edition", "kujifunza", "--games", "0"],
        "--games",
    );
}

/// Runs `bao` with no display (no window may open), for the refusals that
/// come before any window: whether it succeeded, and its stderr.
fn without_a_window(args: &[&str]) -> (bool, String) {
    let out = bao().args(args).env_remove("DISPLAY").output().unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

/// `bao practice --position` refuses, before any window, a position the
/// engine refuses (RULES.md §7: an owned nyumba holds seeds), naming the
/// field; so does a move list, which the editor does not take.
#[test]
fn practice_refuses_a_bad_position_before_opening_a_window() {
    let (ok, err) = without_a_window(&[
        "practice",
        "--position",
        "kiswahili S 0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0 house=S",
    ]);
    assert!(!ok);
    assert!(
        err.starts_with("bao: --position: flag 'house=S'") && err.contains("is empty"),
        "{err}"
    );
    let (_, err) = without_a_window(&["practice", "--moves", "A3>"]);
    assert!(err.contains("bao practice opens the editor"), "{err}");
}

/// `bao learn --lesson` names a lesson by its id; an unknown one is refused
/// with the list before any window opens.
#[test]
fn learn_refuses_an_unknown_lesson_with_the_list() {
    let (ok, err) = without_a_window(&["learn", "--lesson", "chess"]);
    assert!(!ok);
    assert!(
        err.contains("--lesson: 'chess' is not a lesson (sowing, takata, capture"),
        "{err}"
    );
    let (_, err) = without_a_window(&["learn", "--edition", "kiswahili"]);
    assert!(err.contains("bao learn opens the lessons"), "{err}");
}

/// `set eval` chooses the evaluation of the searches after it: the tuned
/// and the hand-set one play different first moves in Bao la Kiswahili at
/// 10,000 nodes, each the same every time; a wrong name is refused.
#[test]
fn set_eval_chooses_the_evaluation_of_later_searches() {
    let out = engine(
        "new kiswahili\nset eval tuned\ngo nodes 10000\nset eval hand\ngo nodes 10000\n\
         set eval tuned\ngo nodes 10000\nset eval best\nset colour red\n",
    );
    let best: Vec<&String> = out.iter().filter(|l| l.starts_with("bestmove")).collect();
    assert_eq!(best.len(), 3, "{out:?}");
    assert_ne!(best[0], best[1], "the two evaluations differ here");
    assert_eq!(best[0], best[2], "the same evaluation, the same move");
    assert!(out.contains(&"eval tuned".to_string()));
    assert!(
        out.iter()
            .any(|l| l.starts_with("error: 'best' is not an evaluation"))
    );
    assert!(out.iter().any(|l| l.starts_with("error: set needs")));
}

/// `set search` chooses the search of the `go` commands after it: plain
/// and the edition's default (buckets and counter-moves in Bao la
/// Kiswahili) count different nodes at the same depth, `default` goes
/// back; an unknown refinement is refused.
#[test]
fn set_search_chooses_the_search_of_later_searches() {
    let out = engine(
        "new kiswahili\ngo nodes 20000\nset search plain\ngo nodes 20000\n\
         set search default\ngo nodes 20000\nset search fast\nset search buckets+counter\n",
    );
    let depth_lines = |from: usize| -> Vec<String> {
        out.iter()
            .skip(from)
            .take_while(|l| !l.starts_with("bestmove"))
            .filter(|l| l.starts_with("info depth 6 "))
            .cloned()
            .collect()
    };
    let searches: Vec<usize> = std::iter::once(0)
        .chain(
            out.iter()
                .enumerate()
                .filter(|(_, l)| l.starts_with("bestmove"))
                .map(|(i, _)| i + 1),
        )
        .take(3)
        .collect();
    assert_eq!(searches.len(), 3, "{out:?}");
    let (default, plain, again) = (
        depth_lines(searches[0]),
        depth_lines(searches[1]),
        depth_lines(searches[2]),
    );
    assert_eq!(default.len(), 1, "{out:?}");
    assert_ne!(
        default, plain,
        "plain orders moves otherwise: other node counts"
    );
    assert_eq!(default, again, "default is the edition's search again");
    assert!(out.contains(&"search plain".to_string()), "{out:?}");
    assert!(
        out.contains(&"search buckets+counter".to_string()),
        "{out:?}"
    );
    assert!(
        out.iter()
            .any(|l| l.starts_with("error: 'fast' is not a search")),
        "{out:?}"
    );
}

/// `bao tune fit` on a committed sample (one Kujifunza shard, 200 games):
/// it reports the stage's test log-loss against the hand-set weights', and
/// writes the same weights file twice from the same data.
#[test]
fn tune_fit_writes_the_same_weights_from_the_same_data() {
    let dir = std::env::temp_dir().join(format!("bao-cli-tune-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("data")).unwrap();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    std::fs::copy(
        root.join("calibration/eval/kujifunza-0000.csv"),
        dir.join("data/kujifunza-0000.csv"),
    )
    .unwrap();
    let mut written = Vec::new();
    for name in ["a.rs", "b.rs"] {
        let out = bao()
            .args(["tune", "fit", "--data"])
            .arg(dir.join("data"))
            .arg("--write")
            .arg(dir.join(name))
            .output()
            .unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        assert!(out.status.success(), "{text}");
        assert!(
            text.contains("kujifunza:") && text.contains("test log-loss: tuned"),
            "{text}"
        );
        written.push(std::fs::read_to_string(dir.join(name)).unwrap());
    }
    assert_eq!(written[0], written[1]);
    assert!(written[0].contains("pub const TUNED"));
    let empty = bao()
        .args(["tune", "fit", "--data"])
        .arg(dir.join("nothing"))
        .output()
        .unwrap();
    assert!(!empty.status.success());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// The developer commands read their files with a bound, as the game
/// does: a file past it is refused before it is read (a sparse file: its
/// size costs no disk), with its name and the bound.
#[test]
fn developer_commands_refuse_files_past_their_bound() {
    let dir = std::env::temp_dir().join(format!("bao-cli-bound-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let huge = |name: &str, bytes: u64| {
        let path = dir.join(name);
        std::fs::File::create(&path)
            .unwrap()
            .set_len(bytes)
            .unwrap();
        path
    };
    let proof = huge("huge.proof", (16 << 20) + 1);
    let csv = huge("huge.csv", (256 << 20) + 1);
    for (args, path) in [
        (vec!["solve", "verify", "--proof"], &proof),
        (vec!["record", "fit"], &csv),
    ] {
        let out = bao().args(&args).arg(path).output().unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(err.contains("larger than"), "{args:?}: {err}");
        assert!(
            err.contains(path.file_name().unwrap().to_str().unwrap()),
            "{err}"
        );
    }
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `bao puzzles mistakes`: two recorded games of weak bots looked over as
/// if both sides were the player's; every puzzle written is a mistake of
/// the game (its solution's first move is not the move played there) and
/// verifies; a side that is none is refused.
#[test]
fn puzzles_mistakes_finds_the_games_mistakes_and_they_verify() {
    let dir = std::env::temp_dir().join(format!("bao-cli-mistakes-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let (games, puzzles) = (dir.join("games.bao"), dir.join("mine.bao"));
    let played = bao()
        .args([
            "match",
            "--edition",
            "kiswahili",
            "--a",
            "2",
            "--b",
            "1",
            "--games",
            "2",
        ])
        .arg("--record")
        .arg(&games)
        .output()
        .unwrap();
    assert!(played.status.success());
    let out = bao()
        .args(["puzzles", "mistakes"])
        .arg(&games)
        .arg("--out")
        .arg(&puzzles)
        .output()
        .unwrap();
    let said = String::from_utf8(out.stdout).unwrap();
    assert!(out.status.success(), "{said}");
    let text = std::fs::read_to_string(&puzzles).unwrap();
    let found = bao::puzzle::file::read_puzzles(&text).unwrap();
    assert!(!found.is_empty(), "weak bots make mistakes: {said}");
    let recorded =
        bao::record::game::parse_records(&std::fs::read_to_string(&games).unwrap()).unwrap();
    for puzzle in &found {
        assert_eq!(puzzle.source, "mine");
        // `mistake-<game>-<ply>`: the move played at that ply is not the solution.
        let mut parts = puzzle.id.rsplitn(3, '-');
        let ply: usize = parts.next().unwrap().parse().unwrap();
        let game: usize = parts.next().unwrap().parse().unwrap();
        let moves = recorded[game - 1].game.moves();
        assert_eq!(moves[ply - 1], puzzle.setup);
        assert_ne!(moves[ply], puzzle.solution[0]);
    }
    let verify = bao()
        .args(["puzzles", "verify"])
        .arg(&puzzles)
        .output()
        .unwrap();
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stdout)
    );
    let west = bao()
        .args(["puzzles", "mistakes", "--side", "west", "--out"])
        .arg(dir.join("x.bao"))
        .arg(&games)
        .output()
        .unwrap();
    assert!(!west.status.success());
    assert!(String::from_utf8_lossy(&west.stderr).contains("'west' is not a side"));
    std::fs::remove_dir_all(&dir).unwrap();
}

/// `bao puzzles verify` fails a set that holds one position twice (games
/// transpose; the first shipped sets held 93 such repeats in Kujifunza).
#[test]
fn puzzles_verify_refuses_a_position_twice() {
    let set = include_str!("../assets/puzzles/kimasai-puzzles.bao");
    let second = set[1..].find("[Version").expect("two puzzles") + 1;
    let first = &set[..second];
    let dir = std::env::temp_dir().join(format!("bao-cli-twice-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("twice.bao");
    std::fs::write(&file, format!("{first}{first}")).unwrap();
    let out = bao()
        .args(["puzzles", "verify"])
        .arg(&file)
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(!out.status.success(), "{said}");
    assert!(said.contains("the same position as"), "{said}");
    std::fs::remove_dir_all(&dir).unwrap();
}
