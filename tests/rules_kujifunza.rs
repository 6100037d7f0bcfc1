//! Bao la Kujifunza, RULES.md §2 and §3, on small hand-made positions whose
//! results were worked out by hand (the comments show the working).

mod common;
use common::*;

/// §2 capture at a central pit moving clockwise: sown from the left kichwa.
/// A3> drops A4, A5; A5 was occupied and faces a4 (3): take 3, sow A1 A2 A3;
/// A3 was emptied by the lift, so the turn ends. The capturing pit keeps its seeds.
#[test]
fn central_capture_clockwise_sows_from_left_kichwa() {
    let (pos, events, status) = after(
        "kujifunza S 0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 2,0,0,3,0,0,0,0/0,0,0,0,0,0,0,0 0,0",
        "A3>",
    );
    assert_eq!(
        pos,
        "kujifunza N 1,1,1,1,2,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    assert!(has(
        &events,
        r#"{"event":"capture","at":"A5","from":"a4","count":3,"start":"A1","direction":">","chosen":false}"#
    ));
    assert_eq!(status, "ongoing");
}

/// §2 capture at a central pit moving anticlockwise: sown from the right kichwa.
/// A6< drops A5, A4; A4 faces a5 (3): sow A8 A7 A6, A6 was emptied: end.
#[test]
fn central_capture_anticlockwise_sows_from_right_kichwa() {
    let (pos, events, _) = after(
        "kujifunza S 0,0,0,1,0,2,0,0/0,0,0,0,0,0,0,0 2,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0",
        "A6<",
    );
    assert_eq!(
        pos,
        "kujifunza N 0,0,0,2,1,1,1,1/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    assert!(has(&events, r#""start":"A8","direction":"<""#));
}

/// §2 capture at kimbi pit 2 while moving anticlockwise: the left kichwa,
/// clockwise, so the direction turns. A4< drops A3, A2; A2 faces a7 (2): sow
/// A1 A2; A2 (3) faces an empty a7 now: relay A3 A4 A5; A5 was empty: end.
#[test]
fn kimbi_capture_at_pit_2_turns_clockwise() {
    let (pos, events, _) = after(
        "kujifunza S 0,1,0,2,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,2,0/0,0,0,0,0,0,0,0 0,0",
        "A4<",
    );
    assert_eq!(
        pos,
        "kujifunza N 1,0,2,1,1,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    assert!(has(
        &events,
        r#""at":"A2","from":"a7","count":2,"start":"A1","direction":">""#
    ));
    assert!(has(&events, r#"{"event":"relay","pit":"A2"}"#));
}

/// §2 capture at kimbi pit 7 while moving clockwise: the right kichwa,
/// anticlockwise. A5> drops A6, A7; A7 faces a2 (3): sow A8 A7 A6; A6 (2)
/// faces an empty a3: relay A5 A4; A4 was empty: end.
#[test]
fn kimbi_capture_at_pit_7_turns_anticlockwise() {
    let (pos, events, _) = after(
        "kujifunza S 0,0,0,0,2,0,1,0/0,0,0,0,0,0,0,0 2,3,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0",
        "A5>",
    );
    assert_eq!(
        pos,
        "kujifunza N 0,0,0,1,1,0,3,1/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    assert!(has(
        &events,
        r#""at":"A7","from":"a2","count":3,"start":"A8","direction":"<""#
    ));
}

/// §2 captures at kimbi pits 1 and 8 (North's view, mirrored names): a capture
/// at a1 sows from a1 clockwise, at a8 from a8 anticlockwise.
#[test]
fn kimbi_captures_at_the_kichwa_pits() {
    // North a3< drops a2, a1; a1 faces A8 (2): sow a1 a2 clockwise; a2 got a
    // seed from the first lap, so a2 (2) faces an empty A7 and relays: a3
    // (emptied) gets 1, a4 gets 1; a4 was empty: end.
    let (pos, events, status) = after(
        "kujifunza N 1,0,0,0,0,0,0,2/0,0,2,0,0,0,0,0 1,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0",
        "a3<",
    );
    assert!(has(
        &events,
        r#""at":"a1","from":"A8","count":2,"start":"a1","direction":">""#
    ));
    assert_eq!(
        pos,
        "kujifunza S 1,0,0,0,0,0,0,0/0,0,2,0,0,0,0,0 3,0,1,1,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    assert_eq!(status, "ongoing");
    // Without A1, the capture empties South's front row: North wins at once,
    // the captured seeds are sown (a1 a2) and nothing relays after that.
    let (pos, _, status) = after(
        "kujifunza N 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 1,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0",
        "a3<",
    );
    assert_eq!(status, "winner N front-row-empty");
    assert_eq!(
        pos,
        "kujifunza S 0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    // South A6> drops A7, A8; A8 faces a1 (2): sow from A8 anticlockwise: A8 A7.
    // A7 (2) faces a2 (empty): relay, anticlockwise A6 (emptied) A5: A5 empty: end.
    let (pos, events, _) = after(
        "kujifunza S 0,0,0,0,0,2,0,1/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,3/0,0,0,0,0,0,0,0 0,0",
        "A6>",
    );
    assert!(has(
        &events,
        r#""at":"A8","from":"a1","count":2,"start":"A8","direction":"<""#
    ));
    assert_eq!(
        pos,
        "kujifunza N 0,0,0,0,1,1,0,3/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,3/0,0,0,0,0,0,0,0 0,0"
    );
}

/// §2 chained captures that change direction, then relays into the back row.
/// A3> drops A4 A5; A5 faces a4 (7): sow A1..A7 clockwise; A7 faces a2 (2):
/// sow A8 A7 anticlockwise; A7 (3) relays A6 A5 A4; A4 (3) faces an empty
/// a5: relay A3 A2 A1; A1 (2) faces an empty a8: relay B1 B2; B2 was empty.
#[test]
fn chained_captures_change_direction() {
    let (pos, events, _) = after(
        "kujifunza S 0,0,2,0,1,0,1,0/0,0,0,0,0,0,0,0 2,2,0,7,0,0,0,0/0,0,0,0,0,0,0,0 0,0",
        "A3>",
    );
    assert_eq!(
        pos,
        "kujifunza N 0,2,2,0,4,2,0,1/1,1,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    let captures: Vec<_> = json(&events)
        .into_iter()
        .filter(|l| l.contains("capture"))
        .collect();
    assert_eq!(captures.len(), 2);
    assert!(captures[0].contains(r#""start":"A1","direction":">""#));
    assert!(captures[1].contains(r#""start":"A8","direction":"<""#));
}

/// §3 takata never captures, even after relays. A1> drops A2 A3; A3 (2)
/// relays A4 A5; A5 (2) faces a4 (2) but this is a takata: relay A6 A7.
#[test]
fn takata_never_captures_even_after_relays() {
    let start = "kujifunza S 2,0,1,0,1,0,0,0/0,0,0,0,0,0,0,0 2,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0 0,0";
    assert_eq!(legal(start), ["A1>", "A1<"]);
    let (pos, events, _) = after(start, "A1>");
    assert_eq!(
        pos,
        "kujifunza N 0,1,0,1,0,1,1,0/0,0,0,0,0,0,0,0 2,0,0,2,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    assert!(!has(&events, "capture"));
}

/// §3 a start with 16 or more seeds is always a takata: 17 seeds from A1 go
/// round the loop and end in A2 (occupied, facing a7) yet only relay.
/// A lone occupied kichwa is not sown outward, so A1< is not legal.
#[test]
fn sixteen_or_more_seeds_is_a_takata() {
    let start = "kujifunza S 17,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,3,0/0,0,0,0,0,0,0,0 0,0";
    assert_eq!(legal(start), ["A1>"]);
    let (pos, events, _) = after(start, "A1>");
    assert_eq!(
        pos,
        "kujifunza N 2,1,2,0,2,0,2,0/0,2,0,2,0,2,0,2 0,0,0,0,0,0,3,0/0,0,0,0,0,0,0,0 0,0"
    );
    assert!(!has(&events, "capture"));
    // With a capture elsewhere, the 16-seed pit is not even a legal start (captures are compulsory).
    assert_eq!(
        legal("kujifunza S 16,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 0,0,0,3,0,0,0,0/0,0,0,0,0,0,0,0 0,0"),
        ["A3>"]
    );
}

/// §3 the kichwa-outward ban, at the right kichwa too, and its limit: with a
/// second occupied front pit both directions are legal.
#[test]
fn lone_kichwa_is_not_sown_outward() {
    assert_eq!(
        legal("kujifunza S 0,0,0,0,0,0,0,3/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 0,0"),
        ["A8<"]
    );
    assert_eq!(
        legal("kujifunza S 0,0,0,1,0,0,0,3/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 0,0"),
        ["A8>", "A8<"]
    );
}

/// §3 takata from the back row only when no front pit holds 2 or more.
#[test]
fn back_row_takata_only_without_a_front_start() {
    assert_eq!(
        legal("kujifunza S 0,0,1,0,0,0,0,0/0,0,0,3,0,0,0,0 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 0,0"),
        ["B4>", "B4<"]
    );
    assert_eq!(
        legal("kujifunza S 0,0,2,0,0,0,0,0/0,0,0,3,0,0,0,0 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 0,0"),
        ["A3>", "A3<"]
    );
}

/// §3 captures are compulsory, from the back row too: B1 holds 8, and 8 seeds
/// end in A8 either way round (half the 16-pit loop); A8 is occupied and faces a1.
#[test]
fn captures_are_compulsory_and_may_start_in_the_back_row() {
    let legal =
        legal("kujifunza S 2,0,0,0,0,0,0,1/8,0,0,0,0,0,0,0 3,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0");
    assert_eq!(legal, ["B1>", "B1<"]);
}

/// §2 a capture that empties the opponent's front row wins at once; the
/// captured seeds are still sown (our decision, src/rules/README.md).
#[test]
fn capture_emptying_the_front_row_wins() {
    let (pos, events, status) = after(
        "kujifunza S 0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 0,0,0,3,0,0,0,0/5,0,0,0,0,0,0,0 0,0",
        "A3>",
    );
    assert_eq!(status, "winner S front-row-empty");
    assert_eq!(
        pos,
        "kujifunza N 1,1,1,1,2,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,0/5,0,0,0,0,0,0,0 0,0"
    );
    assert!(has(&events, r#"{"event":"front_row_empty","side":"N"}"#));
    assert!(has(&events, r#""reason":"front-row-empty""#));
}

/// §2 no legal move at the start of a turn loses; so does an empty front row
/// when a position is loaded (§7).
#[test]
fn no_legal_move_and_empty_front_row_on_loading() {
    assert_eq!(
        game("kujifunza S 1,0,1,0,0,0,0,0/1,0,0,0,0,0,0,0 2,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0")
            .status()
            .to_string(),
        "winner N no-legal-move"
    );
    assert_eq!(
        game("kujifunza S 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 2,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0")
            .status()
            .to_string(),
        "winner N front-row-empty"
    );
    assert_eq!(
        game("kujifunza S 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,0/2,0,0,0,0,0,0,0 0,0")
            .status()
            .to_string(),
        "winner S front-row-empty"
    );
}

/// §3 the start of the learning edition: every South pit holds 2; the
/// captures are the moves whose first lap ends in an occupied front pit.
#[test]
fn opening_moves() {
    let start = bao::rules::Position::start(bao::rules::Edition::Kujifunza).to_string();
    assert_eq!(
        start,
        "kujifunza S 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0"
    );
    // Front pits 1..6 clockwise and 3..8 anticlockwise end two pits on in the
    // front row; so do B8< B7< (into A7, A8) and B2> B1> (into A1, A2).
    // Order: loop pit (A1..A8, B8..B1), clockwise first.
    assert_eq!(
        legal(&start).join(" "),
        "A1> A2> A3> A3< A4> A4< A5> A5< A6> A6< A7< A8< B8< B7< B2> B1>"
    );
}

/// §2 where captured seeds go, at every front pit in both directions: a
/// 2-seed lap ends in front pit `t` (1 seed, facing 3): kimbi 1 and 2 always
/// sow from the left kichwa clockwise, 7 and 8 from the right kichwa
/// anticlockwise, 3..6 from the kichwa that keeps the lap's direction.
#[test]
fn capture_kichwa_at_every_front_pit_in_both_directions() {
    use bao::rules::{Dir, Pit, Side};
    for target in 0..8u8 {
        for dir in Dir::BOTH {
            let start = dir.reversed().advance(target, 2);
            let mut south = [0u8; 16];
            south[start as usize] = 2;
            south[target as usize] = 1;
            let mut north = [0u8; 16];
            north[(7 - target) as usize] = 3;
            // A spare North seed far away keeps North's front row occupied.
            north[(7 - target + 4) as usize % 8] += 1;
            let mut position = bao::rules::Position::start(bao::rules::Edition::Kujifunza);
            position.board.pits = [south, north];
            let text = position.to_string();
            let mv = format!("{}{}", Pit::new(Side::South, start), dir.symbol());
            let (_, events, _) = after(&text, &mv);
            let (kichwa, direction) = match target + 1 {
                1 | 2 => ("A1", ">"),
                7 | 8 => ("A8", "<"),
                _ if dir == Dir::Clockwise => ("A1", ">"),
                _ => ("A8", "<"),
            };
            let at = Pit::new(Side::South, target);
            assert!(
                has(
                    &events,
                    &format!(
                        r#""at":"{at}","from":"{}","count":3,"start":"{kichwa}","direction":"{direction}""#,
                        Pit::new(Side::North, 7 - target)
                    )
                ),
                "{mv} on {text}: {:?}",
                json(&events)
            );
        }
    }
}
