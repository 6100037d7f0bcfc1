//! The player's own data in the game (src/record has the files): with
//! "Save on this device" on, the game in progress is kept after every move
//! and when the game closes, and offered as "Continue" at the next start;
//! with personal bests on too, a clean solo win is recorded under its
//! edition, options and bot level. With saving off nothing is written.

use super::play::{GameEnded, NewRound, Round};
use crate::app::settings::GameSettings;
use crate::app::state::{AppSystems, Mode, Screen, Turn};
use crate::app::ui::words::Words;
use crate::record::Date;
use crate::record::bests::{self, Bests};
use crate::record::clean_solo::Taint;
use crate::record::resume::{self, SavedGame};
use crate::words::{Arg, Notice};
use bevy::prelude::*;

/// What the player keeps on this device, as the game uses it.
#[derive(Resource, Default)]
pub struct PlayerData {
    /// The personal bests (empty while bests are off).
    pub bests: Bests,
    /// The game left unfinished last time, offered as "Continue".
    pub saved: Option<SavedGame>,
    /// What the end of the last game meant for the bests.
    pub ending: Option<EndingNote>,
    /// A problem with a file, to show the player once.
    pub notice: Option<Notice>,
}

/// The end window's words about the bests.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EndingNote {
    /// "New personal best: fewest moves."
    pub new_best: Option<String>,
    /// Why a win was not counted: "you took a move back".
    pub not_counted: Option<String>,
}

/// Goes on with the saved game: its position, players, clock and marks.
#[derive(Message, Clone, Copy, Debug)]
pub struct Continue;

/// Goes on with a game read from a record that is still going (the replay
/// viewer's "Continue this game"), as the player's own
/// game: kept for Continue, but a loaded position for the personal bests.
#[derive(Message, Clone, Debug)]
pub struct ContinueFrom(pub SavedGame);

/// The clock and marks of a resumed game, set once its round has started.
#[derive(Resource)]
struct Resuming(SavedGame);

impl PlayerData {
    /// What the settings allow to be read at start: the bests and the saved
    /// game (reading writes nothing; a corrupt file is set aside and said).
    pub fn load(settings: &GameSettings) -> PlayerData {
        let mut data = PlayerData::default();
        let mut notices = Vec::new();
        if let Some(dir) = settings.bests_dir() {
            let (bests, notice) = Bests::load(dir);
            data.bests = bests;
            notices.extend(notice);
        }
        if let Some(dir) = settings.game_dir() {
            let (saved, notice) = resume::load(dir);
            data.saved = saved;
            notices.extend(notice);
        }
        data.notice = Notice::join(notices);
        data
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<PlayerData>()
        .add_message::<Continue>()
        .add_message::<ContinueFrom>()
        .add_systems(
            Update,
            (continue_game, continue_from_a_record).before(AppSystems::Rules),
        )
        .add_systems(Update, apply_resumed.in_set(AppSystems::Animate))
        .add_systems(
            Update,
            note_the_end
                .in_set(AppSystems::Present)
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(OnEnter(Turn::Person), keep_the_game)
        .add_systems(OnEnter(Turn::Bot), keep_the_game)
        .add_systems(Last, keep_on_exit);
}

/// A round the player may come back to: their own game (the mode decides,
/// `Mode::keeps_the_game`; no mode: the title screen), going on, with a move made (a
/// game of no moves is never kept: "Continue" would offer nothing).
fn worth_keeping(round: &Round, mode: Option<Mode>) -> bool {
    mode.is_some_and(Mode::keeps_the_game)
        && !round.game.status().is_over()
        && !round.game.moves().is_empty()
}

/// Keeps the round's game (device saving on, in a run that may write);
/// it is then the one "Continue" offers.
fn keep(settings: &GameSettings, round: &Round, data: &mut PlayerData) {
    let Some(dir) = settings.game_dir_to_write() else {
        return;
    };
    let saved = SavedGame {
        players: round.config.players,
        game: round.game.clone(),
        clock: round.clock,
        solo: round.solo,
    };
    match saved.save(dir) {
        Ok(()) => data.saved = Some(saved),
        Err(e) => {
            data.notice = Some(Notice::new(
                "notice-game-not-kept",
                vec![("error", Arg::Text(e.to_string()))],
            ))
        }
    }
}

/// After every move, the game in progress is kept (device saving on).
fn keep_the_game(
    settings: Res<GameSettings>,
    round: Res<Round>,
    mode: Res<State<Mode>>,
    mut data: ResMut<PlayerData>,
) {
    if worth_keeping(&round, Some(*mode.get())) {
        keep(&settings, &round, &mut data);
    }
}

/// When the game closes, the settings are saved and the game in progress
/// is kept (device saving on).
fn keep_on_exit(
    mut exits: MessageReader<AppExit>,
    mut settings: ResMut<GameSettings>,
    round: Res<Round>,
    mode: Option<Res<State<Mode>>>,
    mut data: ResMut<PlayerData>,
) {
    if exits.read().last().is_none() {
        return;
    }
    settings.save();
    if worth_keeping(&round, mode.map(|m| *m.get())) {
        keep(&settings, &round, &mut data);
    }
}

/// At the end of the player's own game: the saved game is done with, a
/// clean solo win is recorded, and the end window is told what it meant.
fn note_the_end(
    mut ended: MessageReader<GameEnded>,
    settings: Res<GameSettings>,
    round: Res<Round>,
    mode: Res<State<Mode>>,
    mut data: ResMut<PlayerData>,
    words: Res<Words>,
) {
    // The demo, a replay, practice, a lesson or a scripted round neither
    // counts nor touches the game kept.
    if ended.read().last().is_none() {
        return;
    }
    if mode.keeps_the_game()
        && let Some(dir) = settings.game_dir_to_write()
    {
        match resume::erase(dir) {
            Ok(_) => data.saved = None,
            Err(e) => warn!("could not remove the finished game's save: {e}"),
        }
    }
    // What the end window says of the bests is said only where they count.
    if !mode.counts_bests() {
        return;
    }
    let status = round.game.status();
    let mut note = EndingNote {
        not_counted: round.solo.why_not_counted(status, &words),
        new_best: None,
    };
    if let Some(dir) = settings.bests_dir_to_write()
        && let Some(win) = round
            .solo
            .clean_win(&round.game, round.clock, Date::today())
    {
        let (new, notice) = bests::record_win(dir, &win);
        data.bests.record(&win);
        note.new_best = new.message_id().map(|id| words.get(id));
        if notice.is_some() {
            data.notice = notice;
        }
    }
    data.ending = Some(note);
}

fn continue_game(
    mut requests: MessageReader<Continue>,
    mut data: ResMut<PlayerData>,
    mut rounds: MessageWriter<NewRound>,
    mut commands: Commands,
) {
    if requests.read().last().is_none() {
        return;
    }
    let Some(saved) = data.saved.take() else {
        return;
    };
    resume(saved, &mut rounds, &mut commands);
}

/// Starts the round of a saved game; its clock and marks follow once it
/// has started (`apply_resumed`).
fn resume(saved: SavedGame, rounds: &mut MessageWriter<NewRound>, commands: &mut Commands) {
    rounds.write(NewRound::from_game(
        saved.config(),
        saved.game.clone(),
        Mode::Game,
    ));
    commands.insert_resource(Resuming(saved));
}

/// A record's game goes on: it was not played under the game's own eyes
/// (a file can say anything), so its win never counts for the bests.
fn continue_from_a_record(
    mut requests: MessageReader<ContinueFrom>,
    mut rounds: MessageWriter<NewRound>,
    mut commands: Commands,
) {
    let Some(ContinueFrom(saved)) = requests.read().last() else {
        return;
    };
    let mut saved = saved.clone();
    saved.solo.mark(Taint::LoadedPosition);
    resume(saved, &mut rounds, &mut commands);
}

/// Once the resumed round has started: its clock and its marks as saved.
fn apply_resumed(
    resuming: Option<Res<Resuming>>,
    mut round: ResMut<Round>,
    mut commands: Commands,
) {
    let Some(resuming) = resuming else { return };
    if round.game.moves() == resuming.0.game.moves() {
        round.clock = resuming.0.clock;
        round.solo = resuming.0.solo;
        commands.remove_resource::<Resuming>();
    }
}
