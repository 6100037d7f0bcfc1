//! The practice board. Seed 000 §2: the traditional way in is to spread the
//! seeds over the board at will and practise the basic moves. An editor puts
//! seeds into any pit and sets the side to move, the stores and the nyumba;
//! then the learner plays from there, both sides by hand or against a bot,
//! with the move preview on and, if wished, step by step with a sentence for
//! each event. Only positions the engine accepts (`Position::check`) can be
//! played; what it refuses is said next to the field at fault.

use crate::app::board::input::choosing::Selection;
use crate::app::board::input::pointer::PitTap;
use crate::app::board::scene::layout::{BoardView, pit_centre};
use crate::app::round::animation::AnimationQueue;
use crate::app::round::keeping::PlayerData;
use crate::app::round::play::{NewRound, Round};
use crate::app::settings::GameSettings;
use crate::app::state::{AppSystems, Menu, Mode, Pause, Turn, in_mode_with};
use crate::app::ui::room::{BoardArea, KeysToPanel};
use crate::app::ui::words::Words;
use crate::record::practice::KeptPractice;
use crate::record::settings::{Player, RoundConfig};
use crate::rules::explain::explain;
use crate::rules::position::PositionError;
use crate::rules::{Edition, Game, Pit, Position, Rules, Side, play_traced};
use bevy::picking::pointer::PointerButton;
use bevy::prelude::*;

/// The most seeds a pit takes in the editor (a game never holds more than
/// 64 in all, which `Position::check` enforces).
const MOST_IN_A_PIT: u8 = 64;

/// The practice board while it is open.
#[derive(Resource, Debug)]
pub struct Practice {
    /// The position being set up.
    pub draft: Position,
    /// Kiswahili's takasia rule for the games played from it.
    pub takasia: bool,
    pub players: [Player; 2],
    /// The pit the keyboard edits.
    pub cursor: Pit,
    /// Stop after each event of a move, with a sentence for it.
    pub stepping: bool,
    /// The text of the position window, and why it was refused.
    pub text: String,
    pub text_error: Option<String>,
    /// The sentences of the move being shown, for the round and move count
    /// they belong to.
    showing: Option<((u64, usize), Vec<String>)>,
    /// The draft the board shows, laid out again only when it changes.
    shown: Option<Position>,
}

impl Practice {
    fn new(draft: Position, takasia: bool, players: [Player; 2]) -> Practice {
        Practice {
            text: draft.to_string(),
            draft,
            takasia,
            players,
            cursor: Pit::new(Side::South, 0),
            stepping: false,
            text_error: None,
            showing: None,
            shown: None,
        }
    }

    /// Why the engine refuses the draft, if it does.
    pub fn refusal(&self) -> Option<PositionError> {
        self.draft.check().err()
    }

    /// The round the draft is played in.
    pub fn config(&self) -> RoundConfig {
        RoundConfig {
            rules: Rules {
                edition: self.draft.edition,
                takasia: self.takasia,
            },
            players: self.players,
            first: self.draft.side,
        }
    }

    /// The draft as a game, when the engine accepts it.
    pub fn game(&self) -> Option<Game> {
        self.draft.check().ok()?;
        Some(Game::from_position(self.draft, self.takasia))
    }

    /// "Event 3 of 9: …", for the event of the move shown now.
    pub fn event_sentence(&self, shown: usize, words: &Words) -> Option<String> {
        let (_, sentences) = self.showing.as_ref()?;
        words.event_sentence(sentences, shown)
    }
}

/// Opens the practice board with a position (the edition's start of
/// Bao la Kujifunza when none is given).
#[derive(Message, Clone, Debug)]
pub struct OpenPractice {
    pub position: Option<Position>,
    pub takasia: bool,
    pub players: [Player; 2],
}

impl Default for OpenPractice {
    fn default() -> OpenPractice {
        OpenPractice {
            position: None,
            takasia: true,
            players: [Player::Person, Player::Person],
        }
    }
}

/// What the learner does on the practice board, by a click, a key or a
/// button of its panel.
#[derive(Message, Clone, Copy, Debug, PartialEq)]
pub enum PracticeEdit {
    /// One seed more in a pit.
    Add(Pit),
    /// One seed fewer.
    Remove(Pit),
    /// Every pit and store empty, no nyumba owned.
    Clear,
    /// Two seeds in each of the 32 pits (Bao la Kujifunza's start).
    TwoEach,
    /// The edition's start position.
    StartPosition,
    /// Another edition, keeping the seeds on the board.
    Edition(Edition),
    SideToMove(Side),
    /// The seeds in South's and North's store (or reserve).
    Stores([u8; 2]),
    /// Whether a side owns its nyumba.
    Nyumba(Side, bool),
    /// Bao la Kimasai's opening turn.
    First(bool),
    /// Kiswahili's takasia rule for the games played from here.
    TakasiaRule(bool),
    /// Drops the takasia'd pit a loaded position carried.
    NoTakasiaPit,
    Players([Player; 2]),
    /// A whole position (from the position window).
    Load(Position),
    /// Play from the draft.
    Play,
    /// Back to the editor with the position on the board now.
    EditNow,
    /// Back to the editor with the position the game started from.
    EditStart,
    /// Step by step on or off.
    Stepping(bool),
    /// Step by step: show the next event of the move.
    NextEvent,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<OpenPractice>()
        .add_message::<PracticeEdit>()
        // Opening runs on the title screen too, where no round is on.
        .add_systems(
            Update,
            (open_practice, tap_to_edit).before(AppSystems::Input),
        )
        .add_systems(
            Update,
            (
                edit_keys.run_if(in_state(Turn::Editing)),
                step_keys,
                apply_edits,
            )
                .chain()
                .in_set(AppSystems::Input)
                .run_if(in_mode_with::<Practice>(Mode::Practice)),
        )
        .add_systems(
            Update,
            (show_draft, hold_or_not, follow_moves)
                .after(AppSystems::Rules)
                .before(AppSystems::Animate)
                .run_if(in_mode_with::<Practice>(Mode::Practice)),
        )
        .add_systems(OnExit(Mode::Practice), leave);
}

/// The practice board as the player last left it in this run: it opens
/// there again (on disk too, in `practice.json`, with device saving on).
#[derive(Resource, Clone, Copy, Debug)]
pub struct LeftPractice {
    pub kept: KeptPractice,
    pub players: [Player; 2],
}

fn open_practice(
    mut opened: MessageReader<OpenPractice>,
    mut commands: Commands,
    mut rounds: MessageWriter<NewRound>,
    left: Option<Res<LeftPractice>>,
    settings: Res<GameSettings>,
    mut data: ResMut<PlayerData>,
) {
    let Some(open) = opened.read().last().cloned() else {
        return;
    };
    let asked = open.position.filter(|p| p.check().is_ok());
    let practice = match (asked, left) {
        (Some(position), _) => Practice::new(position, open.takasia, open.players),
        (None, Some(left)) => Practice::new(left.kept.position, left.kept.takasia, left.players),
        (None, None) => {
            let (kept, notice) = settings
                .game_dir()
                .map_or((None, None), |dir| KeptPractice::load(dir));
            if notice.is_some() {
                data.notice = notice;
            }
            match kept {
                Some(kept) => Practice::new(kept.position, kept.takasia, open.players),
                None => Practice::new(
                    Position::start(Edition::Kujifunza),
                    open.takasia,
                    open.players,
                ),
            }
        }
    };
    rounds.write(NewRound {
        mode: Mode::Practice,
        editing: true,
        config: practice.config(),
        game: practice.game(),
    });
    commands.insert_resource(practice);
}

/// Out of the practice board (to the title screen or another mode): it
/// closes, and what was built on it is kept for when it opens again.
fn leave(
    mut commands: Commands,
    practice: Option<Res<Practice>>,
    settings: Res<GameSettings>,
    mut area: ResMut<BoardArea>,
    mut keys_to_panel: ResMut<KeysToPanel>,
) {
    if let Some(practice) = practice {
        let kept = KeptPractice {
            position: practice.draft,
            takasia: practice.takasia,
        };
        // A position the engine refuses is kept for this run only: read
        // back from disk it would be refused as a corrupt file.
        if let Some(dir) = settings.game_dir_to_write()
            && practice.refusal().is_none()
            && let Err(e) = kept.save(dir)
        {
            warn!("the practice board was not kept: {e}");
        }
        commands.insert_resource(LeftPractice {
            kept,
            players: practice.players,
        });
    }
    commands.remove_resource::<Practice>();
    *area = BoardArea::default();
    keys_to_panel.0 = false;
}

/// A tap on a pit in the editor: the primary button adds a seed, the
/// secondary button (or Shift with the primary) takes one away.
fn tap_to_edit(
    mut taps: MessageReader<PitTap>,
    turn: Option<Res<State<Turn>>>,
    pause: Option<Res<State<Pause>>>,
    keys: Res<ButtonInput<KeyCode>>,
    mut edits: MessageWriter<PracticeEdit>,
) {
    let editing = turn.is_some_and(|t| *t.get() == Turn::Editing)
        && pause.is_some_and(|p| *p.get() == Pause::Running);
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    for tap in taps.read() {
        if !editing {
            continue;
        }
        match tap.button {
            PointerButton::Primary if !shift => edits.write(PracticeEdit::Add(tap.pit)),
            PointerButton::Primary | PointerButton::Secondary => {
                edits.write(PracticeEdit::Remove(tap.pit))
            }
            PointerButton::Middle => continue,
        };
    }
}

/// The pit next to `from` on the screen in a direction (x right, z down),
/// or `from` itself at the board's edge.
fn neighbour(from: Pit, dx: f32, dz: f32, view: BoardView) -> Pit {
    let target = pit_centre(from) + view.seen(Vec3::new(dx, 0.0, dz * 1.1));
    let all = Side::BOTH
        .into_iter()
        .flat_map(|side| (0..16).map(move |i| Pit::new(side, i)));
    all.min_by(|a, b| {
        let da = pit_centre(*a).distance(target);
        let db = pit_centre(*b).distance(target);
        da.total_cmp(&db)
    })
    .filter(|p| pit_centre(*p).distance(target) < 0.6)
    .unwrap_or(from)
}

/// The editor's keys: the arrows move the cursor over all 32 pits, Enter,
/// Space or + add a seed, Shift+Enter, Backspace, Delete or − take one away.
/// Tab goes to the panel's controls (egui's own focus), and the keys are the
/// panel's while one of them has the focus.
fn edit_keys(
    keys: Res<ButtonInput<KeyCode>>,
    keys_to_panel: Res<KeysToPanel>,
    menu: Res<State<Menu>>,
    mut practice: ResMut<Practice>,
    mut selection: ResMut<Selection>,
    view: Res<BoardView>,
    mut edits: MessageWriter<PracticeEdit>,
) {
    if !keys_to_panel.0 && !menu.get().takes_keys() {
        let moves = [
            (KeyCode::ArrowLeft, -1.0, 0.0),
            (KeyCode::ArrowRight, 1.0, 0.0),
            (KeyCode::ArrowUp, 0.0, -1.0),
            (KeyCode::ArrowDown, 0.0, 1.0),
        ];
        for (key, dx, dz) in moves {
            if keys.just_pressed(key) {
                practice.cursor = neighbour(practice.cursor, dx, dz, *view);
            }
        }
        let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
        let enter = keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter, KeyCode::Space]);
        let cursor = practice.cursor;
        if (enter && !shift) || keys.any_just_pressed([KeyCode::Equal, KeyCode::NumpadAdd]) {
            edits.write(PracticeEdit::Add(cursor));
        }
        if (enter && shift)
            || keys.any_just_pressed([
                KeyCode::Backspace,
                KeyCode::Delete,
                KeyCode::Minus,
                KeyCode::NumpadSubtract,
            ])
        {
            edits.write(PracticeEdit::Remove(cursor));
        }
    }
    if selection.focus != Some(practice.cursor) {
        selection.focus = Some(practice.cursor);
    }
}

/// While a practice game is played: E turns step by step on or off, and
/// the right arrow, Space or Enter shows the next event when it waits.
fn step_keys(
    keys: Res<ButtonInput<KeyCode>>,
    turn: Option<Res<State<Turn>>>,
    practice: Res<Practice>,
    mut queue: ResMut<AnimationQueue>,
    mut edits: MessageWriter<PracticeEdit>,
) {
    let turn = turn.map(|t| *t.get());
    if matches!(turn, None | Some(Turn::Editing)) {
        return;
    }
    if keys.just_pressed(KeyCode::KeyE) {
        edits.write(PracticeEdit::Stepping(!practice.stepping));
    }
    if practice.stepping
        && !queue.is_idle()
        && keys.any_just_pressed([
            KeyCode::ArrowRight,
            KeyCode::Space,
            KeyCode::Enter,
            KeyCode::NumpadEnter,
        ])
    {
        queue.release_one();
    }
}

/// Every pit holds `seeds`; the stores are empty and no flag is left.
fn fill(draft: &mut Position, seeds: u8) {
    draft.board.pits = [[seeds; 16]; 2];
    draft.stores = [0, 0];
    draft.owns_nyumba = [false; 2];
    draft.takasia_pit = None;
    draft.first = false;
}

/// Carries out the learner's edits. While the editor is open the round
/// follows the draft whenever the engine accepts it, so the bars name the
/// right edition and players.
fn apply_edits(
    mut edits: MessageReader<PracticeEdit>,
    mut practice: ResMut<Practice>,
    mut round: ResMut<Round>,
    turn: Res<State<Turn>>,
    mut queue: ResMut<AnimationQueue>,
    mut rounds: MessageWriter<NewRound>,
) {
    let editing = *turn.get() == Turn::Editing;
    let mut changed = false;
    for &edit in edits.read() {
        match edit {
            PracticeEdit::TakasiaRule(on) => practice.takasia = on,
            PracticeEdit::Players(players) => practice.players = players,
            PracticeEdit::Load(position) if editing => {
                practice.draft = position;
                practice.text_error = None;
            }
            PracticeEdit::Play if editing => play_draft(&mut practice, &mut rounds),
            PracticeEdit::EditNow | PracticeEdit::EditStart if !editing => {
                let now = edit == PracticeEdit::EditNow;
                edit_again(&mut practice, now, &round, &mut queue, &mut rounds);
            }
            PracticeEdit::Stepping(on) => practice.stepping = on,
            PracticeEdit::NextEvent => queue.release_one(),
            _ if editing => edit_draft(&mut practice.draft, edit),
            _ => {}
        }
        changed = true;
    }
    if changed && editing {
        practice.text = practice.draft.to_string();
        // The bars name the draft's edition, side and players.
        round.config = practice.config();
        if let Some(game) = practice.game() {
            round.game = game;
        }
    }
}

/// The edits of the set-up itself (seeds, side to move, stores, nyumba,
/// edition), made only while the editor is open; others leave it as it is.
fn edit_draft(draft: &mut Position, edit: PracticeEdit) {
    match edit {
        PracticeEdit::Add(pit) => {
            let seeds = draft.board.get(pit);
            draft.board.set(pit, (seeds + 1).min(MOST_IN_A_PIT));
        }
        PracticeEdit::Remove(pit) => {
            let seeds = draft.board.get(pit);
            draft.board.set(pit, seeds.saturating_sub(1));
        }
        PracticeEdit::Clear => fill(draft, 0),
        PracticeEdit::TwoEach => fill(draft, 2),
        PracticeEdit::StartPosition => {
            let side = draft.side;
            *draft = Position::start(draft.edition);
            draft.side = side;
        }
        PracticeEdit::Edition(edition) => set_edition(draft, edition),
        PracticeEdit::SideToMove(side) => {
            draft.side = side;
            draft.takasia_pit = None;
        }
        PracticeEdit::Stores(stores) => draft.stores = stores,
        PracticeEdit::Nyumba(side, owned) => {
            draft.owns_nyumba[side.index()] = owned;
        }
        PracticeEdit::First(first) => draft.first = first,
        PracticeEdit::NoTakasiaPit => draft.takasia_pit = None,
        _ => {}
    }
}

/// Another edition for the draft, the seeds kept: what the edition has no
/// use for goes (Kujifunza's stores, the nyumba and takasia outside
/// Kiswahili, the opening turn outside Kimasai).
fn set_edition(draft: &mut Position, edition: Edition) {
    draft.edition = edition;
    if edition == Edition::Kujifunza {
        draft.stores = [0, 0];
    }
    if edition != Edition::Kiswahili {
        draft.owns_nyumba = [false; 2];
        draft.takasia_pit = None;
    }
    if edition != Edition::Kimasai {
        draft.first = false;
    }
}

/// "Play": a game from the draft, when the engine accepts it.
fn play_draft(practice: &mut Practice, rounds: &mut MessageWriter<NewRound>) {
    if let Some(game) = practice.game() {
        practice.shown = None;
        rounds.write(NewRound {
            mode: Mode::Practice,
            editing: false,
            config: practice.config(),
            game: Some(game),
        });
    }
}

/// Back to the editor from a game: the draft is the position on the board
/// now (`now`) or the one the game started from.
fn edit_again(
    practice: &mut Practice,
    now: bool,
    round: &Round,
    queue: &mut AnimationQueue,
    rounds: &mut MessageWriter<NewRound>,
) {
    practice.draft = if now {
        *round.game.position()
    } else {
        *round.game.start_position()
    };
    // The takasia'd pit belongs to the game, not to a set-up.
    practice.draft.takasia_pit = None;
    queue.hold_each_event = false;
    rounds.write(NewRound {
        mode: Mode::Practice,
        editing: true,
        config: practice.config(),
        game: practice.game(),
    });
}

/// The editor shows the draft on the board as it is (refused or not).
fn show_draft(
    turn: Res<State<Turn>>,
    mut practice: ResMut<Practice>,
    mut queue: ResMut<AnimationQueue>,
) {
    if *turn.get() != Turn::Editing {
        practice.shown = None;
        return;
    }
    if practice.shown != Some(practice.draft) {
        queue.reset_to(&practice.draft);
        practice.shown = Some(practice.draft);
    }
}

/// Step by step holds the queue after each event of a practice move.
fn hold_or_not(practice: Res<Practice>, turn: Res<State<Turn>>, mut queue: ResMut<AnimationQueue>) {
    queue.set_step_by_step(practice.stepping && *turn.get() != Turn::Editing);
}

/// Tells each practice move in sentences, once, when it starts to be shown.
fn follow_moves(
    round: Res<Round>,
    turn: Res<State<Turn>>,
    queue: Res<AnimationQueue>,
    mut practice: ResMut<Practice>,
    words: Res<Words>,
) {
    let key = (round.generation, round.game.moves().len());
    if *turn.get() == Turn::Editing || queue.is_idle() || round.fork.is_some() {
        return;
    }
    if practice.showing.as_ref().is_some_and(|(k, _)| *k == key) {
        return;
    }
    let Some((before, &mv)) = position_before_last(&round.game).zip(round.game.moves().last())
    else {
        return;
    };
    let (_, _, events) = play_traced(&before, mv, &round.game.rules());
    practice.showing = Some((key, explain(&before, &events, &words)));
}

/// The position the game's last move was played from.
fn position_before_last(game: &Game) -> Option<Position> {
    let (_, earlier) = game.moves().split_last()?;
    let mut replayed = Game::from_position(*game.start_position(), game.rules().takasia);
    for &mv in earlier {
        replayed.play_untraced(mv).ok()?;
    }
    Some(*replayed.position())
}
