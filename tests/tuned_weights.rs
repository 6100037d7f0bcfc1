//! The shipped weights are what their own command makes of the committed
//! data: `src/bot/tuned.rs` names the `bao tune fit` that generated it, and
//! running that command again must give the same numbers (issue 52: a refit
//! is only honest if anyone can repeat it).

use std::path::Path;
use std::process::Command;

/// The integers of a weights file's `TUNED` table, in order, whatever the
/// line breaks (rustfmt lays the generated file out its own way).
fn weights(source: &str) -> Vec<i64> {
    let table = &source[source.find("pub const TUNED").expect("a TUNED table")..];
    let body = &table[table.find('=').expect("an initialiser")..];
    body.lines()
        .map(|line| line.split("//").next().unwrap_or(""))
        .flat_map(|line| line.split(|c: char| !(c.is_ascii_digit() || c == '-')))
        .filter(|word| !word.is_empty())
        .map(|word| word.parse().expect("a weight"))
        .collect()
}

/// The `--data` folder of the command in the file's header (`tune fit`
/// reads one).
fn data_folder(source: &str) -> Option<String> {
    let command = source
        .lines()
        .take_while(|line| line.starts_with("//!"))
        .map(|line| line.trim_start_matches("//!").trim())
        .collect::<Vec<_>>()
        .join(" ");
    let start = command
        .find("`bao tune fit")
        .expect("the generating command");
    let command = &command[start + 1..];
    let command = &command[..command.find('`').expect("the command's end")];
    let mut words = command.split_whitespace();
    words.find(|word| *word == "--data")?;
    words.next().map(str::to_string)
}

#[test]
fn the_tuned_weights_are_their_commands_fit_of_the_committed_data() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let shipped = std::fs::read_to_string(root.join("src/bot/tuned.rs")).unwrap();
    let folder = data_folder(&shipped).expect("the header names no --data folder");
    let out_dir = std::env::temp_dir().join(format!("bao-tuned-{}", std::process::id()));
    std::fs::create_dir_all(&out_dir).unwrap();
    let written = out_dir.join("tuned.rs");
    let mut command = Command::new(env!("CARGO_BIN_EXE_bao"));
    command
        .current_dir(root)
        .args(["tune", "fit", "--data", &folder]);
    let run = command.arg("--write").arg(&written).output().unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let refitted = std::fs::read_to_string(&written).unwrap();
    std::fs::remove_dir_all(&out_dir).unwrap();
    let (ours, theirs) = (weights(&shipped), weights(&refitted));
    assert_eq!(ours.len(), 5 * 16, "five stages of 16 weights");
    assert_eq!(ours, theirs, "src/bot/tuned.rs is not its command's fit");
    // The header names the folder fitted, the shard count and the data's hash.
    let header = |source: &str| -> Vec<String> {
        let lines = source.lines().take_while(|line| line.starts_with("//!"));
        lines.map(str::to_string).collect()
    };
    assert_eq!(header(&refitted), header(&shipped), "the header");
}

/// The committed data are what `bao tune gen` makes of them again: the
/// first game of each edition's first shard, played now by the hand pool,
/// is the same lines (the pool pins its search and evaluation, so a change
/// to the bots' default leaves these data repeatable; it did not until the
/// hand pool's search was pinned to the plain one that made them).
#[test]
fn the_hand_pool_makes_the_committed_data_again() {
    use bao::rules::{Edition, Rules};
    use bao::tune::data::{Pool, play_game};
    use std::sync::atomic::AtomicBool;
    let stop = AtomicBool::new(false);
    for edition in Edition::ALL {
        let rules = Rules::new(edition);
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join(Pool::Hand.folder());
        let shard = bao::tune::data::shard_path(&folder, rules, 0);
        let committed = std::fs::read_to_string(&shard).expect("the committed shard");
        let first: String = committed
            .lines()
            .filter(|line| line.starts_with("0,"))
            .map(|line| format!("{line}\n"))
            .collect();
        assert!(!first.is_empty(), "{}", shard.display());
        let made = play_game(rules, (1, Pool::Hand), 0, &stop).expect("not stopped");
        assert_eq!(made, first, "{edition:?}");
    }
}
