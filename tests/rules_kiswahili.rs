//! Bao la Kiswahili, RULES.md §4, on small hand-made positions worked out by hand.

mod common;
use common::*;

/// §4 setup: 22 in each store, 6 in the nyumba, 2 in front pits 6 and 7.
/// South's first move has no capture (every occupied front pit faces an empty
/// one), so it is a takasa; the functional nyumba is not alone, so only A6 and
/// A7 may take the seed, each either way.
#[test]
fn opening_is_a_takasa_from_pit_6_or_7() {
    let start = bao::rules::Position::start(bao::rules::Edition::Kiswahili).to_string();
    assert_eq!(legal(&start), ["A6>", "A6<", "A7>", "A7<"]);
    // A6<: the store seed makes A6 three; they fall in A5 (the nyumba, passed
    // through), A4 and A3, which was empty: the turn ends.
    let (pos, events, _) = after(&start, "A6<");
    assert_eq!(
        pos,
        "kiswahili N 0,0,1,1,7,0,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 21,22 house=S house=N"
    );
    assert!(has(&events, r#"{"event":"store","pit":"A6"}"#));
    assert!(has(&events, r#"{"event":"lift","pit":"A6","count":3}"#));
}

/// §4 namua singletons: chosen only with a functional nyumba, or when every
/// occupied front pit is a singleton.
#[test]
fn namua_singleton_rule() {
    // Functional nyumba: the singleton A2 may be chosen; the nyumba (not alone) may not.
    assert_eq!(
        legal(
            "kiswahili S 0,1,0,0,6,0,2,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 10,10 house=S"
        ),
        ["A2>", "A2<", "A7>", "A7<"]
    );
    // No nyumba owned: only A7.
    assert_eq!(
        legal("kiswahili S 0,1,0,0,6,0,2,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 10,10"),
        ["A5>", "A5<", "A7>", "A7<"]
    );
    assert_eq!(
        legal("kiswahili S 0,1,0,0,0,0,2,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 10,10"),
        ["A7>", "A7<"]
    );
    // Every occupied front pit a singleton: all of them.
    assert_eq!(
        legal("kiswahili S 0,1,0,0,0,0,1,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 10,10"),
        ["A2>", "A2<", "A7>", "A7<"]
    );
    // A dormant nyumba (owned, under 6) gives no privilege.
    assert_eq!(
        legal(
            "kiswahili S 0,1,0,0,5,0,2,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 10,10 house=S"
        ),
        ["A5>", "A5<", "A7>", "A7<"]
    );
}

/// §4 nyumba tax: the functional nyumba is the only occupied front pit: the
/// seed goes in (7), two are lifted and sown (A6 A7), and it stays owned.
#[test]
fn nyumba_tax() {
    let start =
        "kiswahili S 0,0,0,0,6,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 10,10 house=S";
    assert_eq!(legal(start), ["A5>", "A5<"]);
    let (pos, events, _) = after(start, "A5>");
    assert_eq!(
        pos,
        "kiswahili N 0,0,0,0,5,1,1,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 9,10 house=S"
    );
    assert!(has(&events, r#"{"event":"tax","pit":"A5"}"#));
    assert!(has(&events, r#"{"event":"lift","pit":"A5","count":2}"#));
    assert!(!has(&events, "house_lost"));
    let (pos, _, _) = after(start, "A5<");
    assert_eq!(
        pos,
        "kiswahili N 0,0,1,1,5,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 9,10 house=S"
    );
}

/// §4 a takasa lap that ends in the functional nyumba ends the turn, and a lap
/// that brings it from 5 to 6 ends in a functional nyumba.
#[test]
fn takasa_stops_at_the_nyumba() {
    // A3 (1 + the store seed) goes A4, A5: the nyumba (7) ends the turn.
    let (pos, events, _) = after(
        "kiswahili S 0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 10,10 house=S",
        "A3>",
    );
    assert_eq!(
        pos,
        "kiswahili N 0,0,0,1,7,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 9,10 house=S"
    );
    assert!(has(
        &events,
        r#"{"event":"end_turn","pit":"A5","reason":"nyumba"}"#
    ));
    // A2 (2 + 1) goes A3 A4 A5: 5 -> 6, functional: the turn ends there.
    let (pos, _, _) = after(
        "kiswahili S 0,2,0,0,5,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 10,10 house=S",
        "A2>",
    );
    assert_eq!(
        pos,
        "kiswahili N 0,0,1,1,6,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 9,10 house=S"
    );
    // Not owned: the same lap relays the six seeds A6 A7 A8 B8 B7 B6.
    let (pos, _, _) = after(
        "kiswahili S 0,2,0,0,5,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 10,10",
        "A2>",
    );
    assert_eq!(
        pos,
        "kiswahili N 0,0,1,1,0,1,1,1/0,0,0,0,0,1,1,1 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 9,10"
    );
}

/// §4 safari: a namua capture lap ends in the functional nyumba facing an
/// empty pit: stop (no `+`) or go on (`+`), which lifts it and ends ownership.
/// A3 gets the store seed and captures a6 (5); `>` sows them from the left
/// kichwa: A1 A2 A3 A4 A5; A5 (7) faces an empty a4.
#[test]
fn safari_and_stop() {
    let start =
        "kiswahili S 0,0,1,0,6,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,5,0,2/0,0,0,0,0,0,0,0 10,10 house=S";
    // A3< sows A8 A7 A6 A5 A4 and ends in the empty A4: no choice there.
    assert_eq!(legal(start), ["A3>", "A3<", "A3>+"]);
    let (pos, events, _) = after(start, "A3>");
    assert_eq!(
        pos,
        "kiswahili N 1,1,3,1,7,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 9,10 house=S"
    );
    assert!(has(&events, r#""reason":"safari-declined""#));
    assert!(has(&events, r#""chosen":true"#));
    // Safari: the 7 go on A6 A7 A8 B8 B7 B6 B5; B5 was empty.
    let (pos, events, _) = after(start, "A3>+");
    assert_eq!(
        pos,
        "kiswahili N 1,1,3,1,0,1,1,1/0,0,0,0,1,1,1,1 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 9,10"
    );
    assert!(has(&events, r#"{"event":"safari","pit":"A5"}"#));
    assert!(has(&events, r#"{"event":"house_lost","side":"S"}"#));
    // `+` where the choice does not arise is not a legal move.
    let game = game(start);
    assert!(game.parse_move("A3<+").is_err());
}

/// §4 namua capture at a kimbi pit: the kichwa is forced (A2: the left one, clockwise).
#[test]
fn namua_kimbi_capture_is_forced() {
    let start = "kiswahili S 0,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,2,1/0,0,0,0,0,0,0,0 10,10";
    assert_eq!(legal(start), ["A2>"]);
    // A2 gets the store seed, captures a7 (2): A1 A2 (3 now, facing an empty a7): relay A3 A4 A5.
    let (pos, events, _) = after(start, "A2>");
    assert_eq!(
        pos,
        "kiswahili N 1,0,1,1,1,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 9,10"
    );
    assert!(has(&events, r#""chosen":false"#));
}

/// §4 capturing the nyumba ends its owner's ownership.
#[test]
fn capturing_the_nyumba_ends_ownership() {
    // South puts the store seed in A4 (1), facing a5, North's nyumba (6): take 6,
    // `<` sows A8 A7 A6 A5 A4 A3; A3 was empty.
    let (pos, events, _) = after(
        "kiswahili S 0,0,0,1,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,6,0,0,1/0,0,0,0,0,0,0,0 10,10 house=N",
        "A4<",
    );
    assert_eq!(
        pos,
        "kiswahili N 0,0,1,3,1,1,1,1/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 9,10"
    );
    assert!(has(&events, r#"{"event":"house_lost","side":"N"}"#));
}

/// §4 the kichwa ban holds in the namua stage: a lone A1 is sown inward only.
#[test]
fn namua_kichwa_ban() {
    assert_eq!(
        legal("kiswahili S 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,0/0,0,0,0,1,0,0,0 10,10"),
        Vec::<String>::new(),
        "North's front row is empty: no moves, the game is over"
    );
    assert_eq!(
        legal("kiswahili S 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,1,0/0,0,0,0,0,0,0,0 10,10"),
        ["A1>"]
    );
}

const BEFORE_TAKASIA: &str =
    "kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0";

/// §4 takasia set: South's mtaji takasa A2> (A3 A4) leaves South one capture
/// were it South's turn (A1> ends in A4, facing a5), and North no capture:
/// a5 is takasia'd for North's next move.
#[test]
fn takasia_is_set_after_a_mtaji_takasa() {
    assert_eq!(legal(BEFORE_TAKASIA), ["A1>", "A1<", "A2>", "A2<"]);
    let (pos, events, _) = after(BEFORE_TAKASIA, "A2>");
    assert_eq!(
        pos,
        "kiswahili N 3,0,1,1,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0 takasia=a5"
    );
    assert!(has(&events, r#"{"event":"takasia_set","pit":"a5"}"#));
    // North may not start from a5 now.
    let game = play_on(game(BEFORE_TAKASIA), "A2>").0;
    let moves: Vec<String> = game
        .legal_moves()
        .iter()
        .map(|&m| game.move_text(m))
        .collect();
    assert_eq!(moves, ["a1>", "a1<"]);
    // With the option off, nothing is takasia'd.
    let (pos, _, _) = after_with(BEFORE_TAKASIA, "A2>", false);
    assert!(!pos.contains("takasia"), "{pos}");
}

/// §4 takasia exemptions: the owned nyumba, the only occupied front pit, the
/// only front pit holding more than one, and singletons.
#[test]
fn takasia_exemptions() {
    let cases = [
        (
            "kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0 house=N",
            "owned-nyumba",
        ),
        (
            "kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,3,0,0,0/2,0,0,0,0,0,0,0 0,0",
            "only-occupied-front-pit",
        ),
        (
            "kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 1,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0",
            "only-front-pit-with-more-than-one",
        ),
        (
            "kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,1,0,0,0/0,0,0,0,0,0,0,0 0,0",
            "singleton",
        ),
    ];
    for (start, why) in cases {
        let (pos, events, _) = after(start, "A2>");
        assert!(!pos.contains("takasia="), "{start}: {pos}");
        assert!(
            has(
                &events,
                &format!(r#"{{"event":"takasia_exempt","pit":"a5","why":"{why}"}}"#)
            ),
            "{start}: {:?}",
            json(&events)
        );
    }
}

/// §4 no takasia after a namua move (the store was not empty when it began),
/// nor when X's captures would take from two pits.
#[test]
fn takasia_only_in_the_mtaji_stage_and_for_one_pit() {
    let (pos, events, _) = after(
        "kiswahili S 3,2,0,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,3,0,0,0/0,0,0,0,0,0,0,0 1,0",
        "A2>",
    );
    assert!(!pos.contains("takasia="), "{pos}");
    assert!(!has(&events, "takasia"));
    // B1 (3) would also capture, ending in A3 facing a6: two targets, no takasia.
    let (pos, _, _) = after(
        "kiswahili S 3,2,0,0,0,0,0,0/3,0,0,0,0,0,0,0 2,0,0,0,3,2,0,0/0,0,0,0,0,0,0,0 0,0",
        "A2>",
    );
    assert!(!pos.contains("takasia="), "{pos}");
}

/// §4 takasia honoured: North may pass through a5 but a lap ending there ends
/// the turn. a3> drops a4, a5 (occupied): without takasia it would relay.
#[test]
fn takasia_is_honoured() {
    let start = "kiswahili N 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 0,0,2,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0 takasia=a5";
    assert_eq!(legal(start), ["a3>", "a3<"]);
    let (pos, events, _) = after(start, "a3>");
    assert_eq!(
        pos,
        "kiswahili S 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 0,0,0,1,4,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
    assert!(has(&events, r#"{"event":"takasia_honoured","pit":"a5"}"#));
    assert!(has(&events, r#""reason":"takasia""#));
    // The same lap without takasia: a5 (4) relays a6 a7 a8 b8.
    let (pos, _, _) = after(
        "kiswahili N 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 0,0,2,0,3,0,0,0/0,0,0,0,0,0,0,0 0,0",
        "a3>",
    );
    assert_eq!(
        pos,
        "kiswahili S 0,0,0,0,0,0,0,1/0,0,0,0,0,0,0,0 0,0,0,1,0,1,1,1/0,0,0,0,0,0,0,1 0,0"
    );
}

/// §4 mtaji stage: the rules of §3, the nyumba an ordinary pit.
#[test]
fn mtaji_stage_plays_like_kujifunza() {
    let (pos, _, _) = after(
        "kiswahili S 0,0,2,0,1,0,0,0/0,0,0,0,0,0,0,0 2,0,0,3,0,0,0,0/0,0,0,0,0,0,0,0 0,0",
        "A3>",
    );
    assert_eq!(
        pos,
        "kiswahili N 1,1,1,1,2,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
    );
}
