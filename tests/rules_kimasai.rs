//! Bao la Kimasai, RULES.md §5, on hand-made positions worked out by hand.

mod common;
use common::*;

/// §5 the opening turn brings in no seed: A3 (1) falls in A4 (relay 2: A5
/// A6), A6 (relay 2: A7 A8), A8 (relay 2: B8 B7); B7 was empty.
#[test]
fn opening_turn_brings_in_no_seed() {
    let start = bao::rules::Position::start(bao::rules::Edition::Kimasai).to_string();
    assert_eq!(
        start,
        "kimasai S 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 24,24 first"
    );
    assert_eq!(
        legal(&start),
        ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8"]
    );
    let (pos, events, _) = after(&start, "A3");
    assert_eq!(
        pos,
        "kimasai N 1,1,0,0,2,0,2,0/0,0,0,0,0,0,1,1 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 24,24"
    );
    assert!(!has(&events, "store"));
    // A direction is read as the pit alone.
    let (same, _, _) = after(&start, "A3>");
    assert_eq!(same, pos);
}

/// §5 first part: a reserve seed goes in, the pit is lifted and sown
/// clockwise, relays follow, nothing is captured even when a lap ends in an
/// occupied front pit facing seeds. A1 (1+1) goes A2 A3; A3 (2) faces a6 (1)
/// but only relays A4 A5; A5 relays A6 A7; A7 relays A8 B8; B8 was empty.
#[test]
fn first_part_relays_without_capturing() {
    let (pos, events, _) = after(
        "kimasai S 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 20,20",
        "A1",
    );
    assert_eq!(
        pos,
        "kimasai N 0,2,0,2,0,2,0,2/0,0,0,0,0,0,0,1 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 19,20"
    );
    assert!(has(&events, r#"{"event":"store","pit":"A1"}"#));
    assert!(!has(&events, "capture"));
}

/// §5 second part: any occupied pit, a singleton too; a capture is sown from
/// the capturing pit itself. A1 (2) goes A2 A3; A3 faces a6 (3): take 3 and
/// sow A3 A4 A5; A5 was empty.
#[test]
fn second_part_captures_sow_from_the_capturing_pit() {
    let start = "kimasai S 2,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,3,0,1/0,0,0,0,0,0,0,0 0,0";
    assert_eq!(legal(start), ["A1", "A3"]);
    let (pos, events, _) = after(start, "A1");
    assert_eq!(
        pos,
        "kimasai N 0,1,3,1,1,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 0,0"
    );
    assert!(has(
        &events,
        r#""at":"A3","from":"a6","count":3,"start":"A3","direction":">""#
    ));
}

/// §5 back rows are never captured: a lap ending in an occupied back pit relays.
/// B8 is clockwise after A8: A7 (2) goes A8 B8; B8 (2) relays B7 B6.
#[test]
fn back_rows_are_never_captured() {
    let (pos, events, _) = after(
        "kimasai S 1,0,0,0,0,0,2,0/0,0,0,0,0,0,0,1 1,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 0,0",
        "A7",
    );
    assert_eq!(
        pos,
        "kimasai N 1,0,0,0,0,0,0,1/0,0,0,0,0,1,1,0 1,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 0,0"
    );
    assert!(!has(&events, "capture"));
}

/// §5 a player whose front row is empty loses, checked after every lap: A8
/// (1) falls in B8; South's front row is empty.
#[test]
fn emptying_the_own_front_row_loses() {
    let (_, events, status) = after(
        "kimasai S 0,0,0,0,0,0,0,1/1,0,0,0,0,0,0,0 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 0,0",
        "A8",
    );
    assert_eq!(status, "winner N front-row-empty");
    assert!(has(&events, r#"{"event":"front_row_empty","side":"S"}"#));
}

/// A mover whose reserve is spent while the other's is not brings nothing in
/// and captures nothing (our decision, src/rules/README.md): the first part goes on
/// until both reserves are in.
#[test]
fn spent_reserve_while_the_other_remains() {
    let (pos, events, _) = after(
        "kimasai S 2,0,1,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,3,0,1/0,0,0,0,0,0,0,0 0,5",
        "A1",
    );
    assert!(!has(&events, "capture"));
    assert!(!has(&events, "store"));
    // A1 (2) goes A2 A3; A3 (2) relays A4 A5; A5 was empty.
    assert_eq!(
        pos,
        "kimasai N 0,1,0,1,1,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,3,0,1/0,0,0,0,0,0,0,0 0,5"
    );
}
