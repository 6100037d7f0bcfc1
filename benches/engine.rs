//! Engine throughput: random games per edition, perft, the longest known
//! never-ending takata, and reading the hostile record files of
//! `tests/common/hostile.rs` (each at most 1 MiB; src/record/README.md
//! decision 17 has the figures). `cargo bench --no-default-features --bench
//! engine`.

#[path = "../tests/common/hostile.rs"]
#[allow(dead_code)]
mod hostile;

use bao::cli::selfplay;
use bao::rules::perft::perft;
use bao::rules::{Edition, Move, Position, Rules, Side, play_untraced};

fn main() {
    divan::main();
}

/// 1,000 random games from a fixed seed (the same games every run).
#[divan::bench(args = [Edition::Kujifunza, Edition::Kiswahili, Edition::Kimasai])]
fn random_games(bencher: divan::Bencher, edition: Edition) {
    bencher
        .counter(divan::counter::ItemsCount::new(1000usize))
        .bench(|| selfplay::run(Rules::new(edition), 1000, 3, false).plies);
}

#[divan::bench(args = [Edition::Kujifunza, Edition::Kiswahili, Edition::Kimasai])]
fn perft_5(edition: Edition) -> u64 {
    perft(&Position::start(edition), &Rules::new(edition), 5).expect("depth 5 is allowed")
}

/// RULES.md §2: the takata whose in-move state first repeats after about 30 million laps.
#[divan::bench(sample_count = 3)]
fn thirty_million_lap_takata() -> u64 {
    let position = Position::parse(
        "kujifunza N 1,1,1,0,0,0,0,0/1,1,4,4,1,0,2,1 1,9,1,0,6,13,3,0/4,1,2,1,0,3,2,1 0,0",
    )
    .expect("a valid position");
    let mv = Move::parse("a6>", Edition::Kujifunza, Side::North).expect("a valid move");
    play_untraced(&position, mv, &Rules::new(Edition::Kujifunza))
        .1
        .laps
}

/// A hostile record file, read (or refused) by the app's and the CLI's
/// reader: the time is the whole file's.
#[divan::bench(
    sample_count = 3,
    args = ["copies", "distinct kujifunza", "distinct kiswahili", "tags", "lines", "games", "worst"]
)]
fn hostile_record_file(bencher: divan::Bencher, name: &str) {
    let text = match name {
        "copies" => hostile::copies_of_one_proof(),
        "distinct kujifunza" => hostile::distinct_proofs(Edition::Kujifunza),
        "distinct kiswahili" => hostile::distinct_proofs(Edition::Kiswahili),
        "tags" => hostile::thousands_of_tags(),
        "lines" => hostile::longest_lines(),
        "games" => hostile::copies_of(&hostile::longest_game(Edition::Kiswahili)),
        _ => hostile::worst(),
    };
    bencher.bench(|| bao::record::game::parse_records(&text).map(|games| games.len()));
}
