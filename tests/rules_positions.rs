//! RULES.md §7: position strings. A string that contradicts itself is
//! refused with the field at fault and the reason; fewer than 64 seeds stay
//! allowed (practice positions, rules decision 7).

use bao::rules::{Position, PositionField, Side};

fn refused(text: &str) -> (PositionField, String) {
    let err = Position::parse(text).expect_err(text);
    (err.field, err.to_string())
}

/// §4 "the nyumba's ownership ends for good when it is lifted or captured":
/// an owned nyumba holds seeds.
#[test]
fn an_owned_nyumba_is_not_empty() {
    let (field, why) = refused(
        "kiswahili S 0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0 house=S",
    );
    assert_eq!(field, PositionField::Nyumba(Side::South));
    assert!(why.contains("A5 is empty"), "{why}");
    let (field, _) = refused(
        "kiswahili S 0,0,2,0,3,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0 house=S house=N",
    );
    assert_eq!(field, PositionField::Nyumba(Side::North));
}

/// §5 "the very first turn of the game introduces no seed": `first` comes
/// before any reserve seed is brought in, so both reserves are full.
#[test]
fn the_opening_turn_has_full_reserves() {
    let (field, why) = refused(
        "kimasai S 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 23,24 first",
    );
    assert_eq!(field, PositionField::First);
    assert!(why.contains("24"), "{why}");
    assert!(
        Position::parse(
            "kimasai N 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 1,1,1,1,1,1,1,1/0,0,0,0,0,0,0,0 24,24 first"
        )
        .is_ok()
    );
}

/// §4 takasia: exempt are Y's nyumba while owned, Y's only occupied front
/// pit, Y's only front pit holding more than one seed, and singletons; an
/// empty pit is no capture's target. Such a flag is refused.
#[test]
fn takasia_is_refused_where_the_rule_exempts_the_pit() {
    let cases = [
        // South's only occupied front pit (South would lose at once).
        (
            "kiswahili S 3,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 0,0 takasia=A1",
            "only occupied front pit",
        ),
        (
            "kiswahili S 3,1,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 0,0 takasia=A1",
            "only front pit with more than one seed",
        ),
        (
            "kiswahili S 3,1,2,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 0,0 takasia=A2",
            "single seed",
        ),
        (
            "kiswahili S 3,1,2,0,7,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 0,0 house=S takasia=A5",
            "owned nyumba",
        ),
        (
            "kiswahili S 3,1,2,0,7,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 0,0 takasia=A4",
            "empty",
        ),
    ];
    for (text, needle) in cases {
        let (field, why) = refused(text);
        assert_eq!(field, PositionField::Takasia, "{text}");
        assert!(why.contains(needle), "{text}: {why}");
    }
    // A pit the rule can takasia is accepted.
    assert!(
        Position::parse(
            "kiswahili S 3,1,2,0,7,0,0,0/0,0,0,0,0,0,0,0 0,0,0,0,0,0,0,2/0,0,0,0,0,0,0,0 0,0 takasia=A3"
        )
        .is_ok()
    );
}

/// §7 "eight comma-separated seed counts": plain digits, no sign, no leading zero.
#[test]
fn counts_are_plain_digits() {
    for count in ["+2", "02", "-0", "2 ", "0x2", "", "65", "999"] {
        let text = format!(
            "kujifunza S {count},2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 2,2,2,2,2,2,2,2/2,2,2,2,2,2,2,2 0,0"
        );
        let Err(err) = Position::parse(&text) else {
            panic!("'{count}' was read as a count");
        };
        assert!(
            matches!(
                err.field,
                PositionField::Rows(Side::South) | PositionField::Layout
            ),
            "{count}: {err}"
        );
    }
    let (field, _) = refused(
        "kiswahili S 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 0,0,0,0,6,2,2,0/0,0,0,0,0,0,0,0 +22,22",
    );
    assert_eq!(field, PositionField::Stores);
    // Fewer than 64 seeds are allowed: a practice position.
    assert!(
        Position::parse(
            "kujifunza S 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0"
        )
        .is_ok()
    );
}

/// Errors quote the input short and without control characters.
#[test]
fn errors_do_not_echo_raw_input() {
    let text = format!("{}\u{7} S", "x".repeat(10_000));
    let err = Position::parse(&text).expect_err("nonsense");
    let why = err.to_string();
    assert!(why.len() < 200, "{why}");
    assert!(!why.contains('\u{7}'), "{why}");
}
