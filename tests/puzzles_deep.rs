//! The deep second opinion (issue 48, src/puzzle/deep.rs): a shipped
//! puzzle whose first step a deeper weighing finds a rival for is refused,
//! one the hand-set evaluation answers otherwise is refused, one that
//! stands keeps its figures in its tags, and `bao puzzles deepen` and
//! `verify` act on them. The budgets here are small (3,000 nodes) so the
//! tests run fast; the shipped sets are confirmed at 1.5 million.

use bao::puzzle::Puzzle;
use bao::puzzle::deep::{self, DEEP_NODES, DeepFault};
use bao::puzzle::file::{PuzzleError, read_puzzles, to_record};
use bao::puzzle::judge::CLEAR_MARGIN;
use bao::puzzle::shipped::shipped;
use bao::record::game::records_to_text;
use bao::rules::Edition;
use std::path::PathBuf;
use std::process::Command;
use std::sync::atomic::AtomicBool;

const SMALL: u64 = 3_000;

/// A puzzle as first found: the shipped one without its deep figures.
fn found(id: &str) -> Puzzle {
    let text = include_str!("puzzles_deep/kiswahili-three.bao");
    let mut puzzle = read_puzzles(text)
        .expect("the test's puzzles read")
        .into_iter()
        .find(|p| p.id == id)
        .unwrap_or_else(|| panic!("{id} is in the test's file"));
    puzzle.deep = None;
    puzzle
}

#[test]
fn a_rival_within_the_margin_refuses_the_step() {
    let stop = AtomicBool::new(false);
    let fault = deep::confirm(&found("kiswahili-bots-1-44"), SMALL, &stop).unwrap_err();
    let DeepFault::Rival { step, margin, .. } = &fault else {
        panic!("{fault}");
    };
    assert_eq!(*step, 1);
    assert!(*margin < CLEAR_MARGIN, "{fault}");
    assert!(
        fault.to_string().starts_with("step 1: b2> stands within"),
        "{fault}"
    );
}

#[test]
fn the_hand_set_evaluation_must_play_the_solution_too() {
    let stop = AtomicBool::new(false);
    let fault = deep::confirm(&found("kiswahili-bots-7-38"), SMALL, &stop).unwrap_err();
    assert_eq!(
        fault,
        DeepFault::HandDisagrees {
            step: 1,
            solution: "a1>".into(),
            hand: "a8<".into(),
        }
    );
}

#[test]
fn a_confirmed_puzzle_keeps_its_figures_and_they_are_checked() {
    let stop = AtomicBool::new(false);
    let mut puzzle = found("kiswahili-bots-4-46");
    assert_eq!(deep::verify(&puzzle, &stop), Err(DeepFault::Unconfirmed));
    let figures = deep::confirm(&puzzle, SMALL, &stop).expect("it stands at 3,000 nodes");
    assert_eq!(figures.nodes, SMALL);
    assert_eq!(figures.margins.len(), puzzle.solution.len().div_ceil(2));
    assert!(figures.margins.iter().all(|&m| m >= CLEAR_MARGIN));
    puzzle.deep = Some(figures);
    let text = records_to_text(&[to_record(&puzzle)]);
    assert!(text.contains("[DeepNodes \"3000\"]"), "{text}");
    let back = read_puzzles(&text).expect("read back").remove(0);
    assert_eq!(back.deep.as_ref().map(|d| d.nodes), Some(SMALL));
    assert_eq!(
        deep::rounded(&back.deep.as_ref().unwrap().margins),
        deep::rounded(&puzzle.deep.as_ref().unwrap().margins)
    );
    assert!(deep::verify(&back, &stop).is_ok());
    let mut lying = back.clone();
    lying.deep.as_mut().unwrap().margins[0] = 0.999;
    assert!(matches!(
        deep::verify(&lying, &stop),
        Err(DeepFault::FiguresDiffer { .. })
    ));
    // One deep tag without the other is a fault of the file.
    let half = text.replace("[DeepNodes \"3000\"]\n", "");
    assert!(matches!(
        read_puzzles(&half),
        Err(PuzzleError::MissingTag {
            tag: "DeepNodes",
            ..
        })
    ));
}

/// Every shipped puzzle was confirmed at the deep budget at least.
#[test]
fn every_shipped_puzzle_was_confirmed_deeply() {
    for edition in [Edition::Kujifunza, Edition::Kiswahili, Edition::Kimasai] {
        for puzzle in shipped(edition) {
            let deep = puzzle
                .deep
                .as_ref()
                .unwrap_or_else(|| panic!("{} has no deep figures", puzzle.id));
            assert!(deep.nodes >= DEEP_NODES, "{}", puzzle.id);
            assert_eq!(deep.margins.len(), puzzle.solution.len().div_ceil(2));
            assert!(
                deep.margins.iter().all(|&m| m >= CLEAR_MARGIN),
                "{}",
                puzzle.id
            );
        }
    }
}

fn bao(args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_bao"))
        .args(args)
        .output()
        .expect("bao runs");
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

/// `bao puzzles deepen` drops the puzzle that fails, naming why, writes
/// the figures of the others, and `verify --deep` then passes; a puzzle
/// never confirmed fails `verify --deep`.
#[test]
fn deepen_drops_what_fails_and_verify_checks_the_rest() {
    let dir = std::env::temp_dir().join(format!("bao-deepen-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file: PathBuf = dir.join("set.bao");
    let two = [found("kiswahili-bots-1-44"), found("kiswahili-bots-4-46")];
    let records: Vec<_> = two.iter().map(to_record).collect();
    std::fs::write(&file, records_to_text(&records)).unwrap();
    let path = file.to_str().unwrap();
    let (ok, said) = bao(&["puzzles", "verify", path, "--deep"]);
    assert!(!ok && said.contains("never confirmed deeply"), "{said}");
    let (ok, said) = bao(&["puzzles", "deepen", path, "--nodes", "3000"]);
    assert!(ok, "{said}");
    assert!(
        said.contains("kiswahili-bots-1-44: dropped: step 1:"),
        "{said}"
    );
    assert!(said.contains("1 confirmed, 1 dropped, 0 to go"), "{said}");
    let left = read_puzzles(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(left.len(), 1);
    assert_eq!(left[0].id, "kiswahili-bots-4-46");
    let (ok, said) = bao(&["puzzles", "verify", path, "--deep"]);
    assert!(ok, "{said}");
    assert!(
        said.contains("1 of 1 puzzles verified (1 of them deeply), 0 failed"),
        "{said}"
    );
    std::fs::remove_dir_all(&dir).ok();
}
