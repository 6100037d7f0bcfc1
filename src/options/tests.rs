//! The window's options as the command line gives them, and the launch
//! `plan` makes of them: what each mode takes, refuses and says.

use super::*;

fn options(args: &[&str]) -> LaunchOptions {
    use clap::Parser;
    #[derive(clap::Parser)]
    struct Wrapper {
        #[command(flatten)]
        options: LaunchOptions,
    }
    let mut all = vec!["bao"];
    all.extend_from_slice(args);
    Wrapper::try_parse_from(all).unwrap().options
}

#[test]
fn the_demo_starts_its_first_game_and_refuses_round_options() {
    let mut demo = options(&["--speed", "fast"]);
    demo.asked = Asked::Demo;
    let Launch::Demo { config, game } = demo.plan(RoundConfig::quick()).unwrap() else {
        panic!("not the demo");
    };
    assert_eq!(config, RoundConfig::demo_games()[0]);
    assert!(config.players.iter().all(|p| *p != Player::Person));
    assert!(game.moves().is_empty());
    let mut demo = options(&["--south", "person"]);
    demo.asked = Asked::Demo;
    let why = demo.plan(RoundConfig::quick()).unwrap_err().to_string();
    assert!(why.contains("bao demo chooses its own games"), "{why}");
}

#[test]
fn choices_are_pits_sides_and_safari_or_a_message() {
    let chosen = options(&["--quick", "--choose", "A3 left Safari stop b2"]).choices();
    assert_eq!(
        chosen.unwrap(),
        [
            Chosen::Pit(Pit::parse("A3").unwrap()),
            Chosen::Side { right: false },
            Chosen::Safari(true),
            Chosen::Safari(false),
            Chosen::Pit(Pit::parse("b2").unwrap()),
        ]
    );
    let why = options(&["--choose", "A3 up"])
        .choices()
        .unwrap_err()
        .to_string();
    assert!(why.starts_with("--choose: 'up'"), "{why}");
}

#[test]
fn no_round_options_open_the_title_screen() {
    let plan = options(&[]).plan(RoundConfig::quick()).unwrap();
    assert!(matches!(plan, Launch::Title), "{plan:?}");
}

#[test]
fn a_bad_position_or_move_is_a_message_naming_the_option() {
    let why = options(&["--position", "kujifunza S 9"])
        .plan(RoundConfig::quick())
        .unwrap_err()
        .to_string();
    assert!(why.starts_with("--position:"), "{why}");
    let why = options(&["--quick", "--moves", "a1>"])
        .plan(RoundConfig::quick())
        .unwrap_err()
        .to_string();
    assert!(why.starts_with("--moves:"), "{why}");
    let why = options(&["--quick", "--south", "3", "--play", "A6>"])
        .plan(RoundConfig::quick())
        .unwrap_err()
        .to_string();
    assert!(why.contains("bot"), "{why}");
}

#[test]
fn practice_takes_a_checked_position_and_refuses_moves() {
    let practice = |args: &[&str]| {
        let mut o = options(args);
        o.asked = Asked::Practice;
        o.plan(RoundConfig::quick()).map(|launch| match launch {
            Launch::Practice(plan) => plan,
            other => panic!("not the practice board: {other:?}"),
        })
    };
    let plan = practice(&[]).unwrap();
    assert_eq!(plan.position, Position::start(Edition::Kujifunza));
    assert_eq!(plan.players, [Player::Person, Player::Person]);
    let text =
        "kiswahili S 0,0,2,0,3,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0 house=S";
    let plan = practice(&["--position", text, "--north", "4"]).unwrap();
    assert_eq!(plan.position.to_string(), text);
    assert!(matches!(plan.players[1], Player::Bot(_)));
    // RULES.md §7 and rules decision 15: an empty owned nyumba is refused.
    let why = practice(&[
        "--position",
        "kiswahili S 0,0,2,0,0,0,0,0/0,0,0,0,0,0,0,0 2,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0 0,0 house=S",
    ])
    .unwrap_err()
    .to_string();
    assert!(
        why.starts_with("--position:") && why.contains("nyumba"),
        "{why}"
    );
    let why = practice(&["--moves", "A3>"]).unwrap_err().to_string();
    assert!(why.contains("bao practice opens the editor"), "{why}");
}

#[test]
fn moves_are_played_before_the_round_starts() {
    let plan = options(&[
        "--edition",
        "kiswahili",
        "--moves",
        "A6< a6>",
        "--play",
        "A4>",
    ])
    .plan(RoundConfig::quick())
    .unwrap();
    let Launch::Round {
        config,
        game,
        play,
        scripted,
    } = plan
    else {
        panic!("no round: {plan:?}");
    };
    assert_eq!(config.rules.edition, Edition::Kiswahili);
    assert_eq!(game.moves().len(), 2);
    assert!(play.is_some());
    // Moves set up by the options: not the player's own game.
    assert!(scripted);
    let own = options(&["--quick"]).plan(RoundConfig::quick()).unwrap();
    assert!(
        matches!(
            own,
            Launch::Round {
                scripted: false,
                ..
            }
        ),
        "{own:?}"
    );
}
