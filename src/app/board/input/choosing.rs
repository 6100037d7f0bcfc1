//! A person's move: choose a legal pit (click, or Tab/arrows then Enter),
//! then a direction, a kichwa or stop/safari when there is a choice. Only
//! legal moves can be entered; everything goes out as `PlayMove`. The
//! pointer reaches the pits through picking observers kept here.

use crate::app::board::scene::layout::{BoardView, NearSide, pit_centre};
use crate::app::round::animation::AnimationQueue;
use crate::app::round::bot::{AskHint, Hint};
use crate::app::round::play::{
    Mover, PlayMove, Round, ShowLastMoveAgain, Undo, moves_to_take_back,
};
use crate::app::settings::GameSettings;
use crate::app::state::{AppSystems, Menu, Mode, Pause, Screen, Turn};
use crate::app::ui::room::KeysToPanel;
use crate::bot::danger::{self, Danger};
use crate::record::settings::ViewFrom;
use crate::rules::{Dir, Move, Pit, Side};
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use bevy_egui::{EguiInput, EguiPreUpdateSet, PrimaryEguiContext, egui};

/// What the person is choosing now.
#[derive(Resource, Default, Debug, Clone, PartialEq, Eq)]
pub struct Selection {
    /// The legal pit the keyboard is on.
    pub focus: Option<Pit>,
    /// The pit chosen, when a direction or kichwa is still to choose.
    pub chosen: Option<Pit>,
    /// The chosen pit's move starts with a capture whose kichwa the player
    /// chooses (found once, when the pit is chosen).
    pub kichwa: bool,
    /// The last pit chosen that cannot be sown, and why: the bottom bar says
    /// so, where otherwise a click on a pit that does not glow would do
    /// nothing at all.
    pub refused: Option<RefusedPit>,
    /// The move the person chose, held back by a beginner's warning until
    /// they play it anyway or choose again.
    pub warning: Option<Warned>,
}

/// A move held back by a beginner's warning, and what it would allow.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Warned {
    pub mv: Move,
    pub danger: Danger,
}

/// A pit the person chose that cannot be sown now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RefusedPit {
    pub pit: Pit,
    pub why: Refusal,
}

/// Why a chosen pit cannot be sown now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// It is the opponent's.
    NotYours,
    Empty,
    /// A capture is possible, and a capture must then be played (RULES.md
    /// §3, §4); this pit's move does not capture.
    MustCapture,
    /// Another rule keeps it (a singleton, a takata's front pits first, the
    /// nyumba's or the takasia's).
    NotNow,
}

impl RefusedPit {
    /// Why `pit` cannot be sown in `round`, or `None` when it can.
    pub fn of(round: &Round, pit: Pit) -> Option<RefusedPit> {
        let side = round.side_to_move();
        let position = round.game.position();
        let why = if pit.side != side {
            Refusal::NotYours
        } else if round
            .game
            .legal_moves()
            .iter()
            .any(|mv| mv.pit == pit.index)
        {
            return None;
        } else if position.board.pits[side.index()][pit.index as usize] == 0 {
            Refusal::Empty
        } else if crate::rules::capture_targets(position, side) != 0 {
            Refusal::MustCapture
        } else {
            Refusal::NotNow
        };
        Some(RefusedPit { pit, why })
    }
}

/// The question the board asks the person.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Question {
    /// Not the person's turn.
    None,
    /// Which pit.
    Pit,
    /// Which way the seeds go from `pit`.
    Direction { pit: Pit },
    /// Namua capture at a central pit: which kichwa sows the captured seeds.
    Kichwa { pit: Pit },
    /// The capture lap ended in the nyumba: stop, or safari.
    Safari,
    /// The move chosen lets the opponent win at once or take many seeds:
    /// play it anyway, or choose again.
    Warning(Warned),
}

/// One choice of a person, from a click, a key or a button.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Choice {
    Pit(Pit),
    /// In a direction or kichwa question: the option on the screen's right (or left).
    Side {
        right: bool,
    },
    /// Answer to the safari question.
    Safari(bool),
    /// Back to choosing a pit.
    Cancel,
    /// Play the move a warning held back.
    PlayAnyway,
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<Selection>()
        .init_resource::<BoardView>()
        .init_resource::<NearSide>()
        // After a new round starts, so its first turn sees the board as
        // its players do.
        .add_systems(
            Update,
            turn_the_board
                .after(AppSystems::Rules)
                .before(AppSystems::Animate),
        )
        .init_resource::<KeysToPanel>()
        .add_message::<Choice>()
        .add_systems(OnEnter(Turn::Person), reset_selection)
        .add_systems(OnExit(Turn::Person), clear_selection)
        .add_systems(
            Update,
            (
                keyboard_choices.run_if(keys_are_the_boards),
                apply_choices,
                helpers.run_if(keys_are_the_boards),
            )
                .chain()
                .in_set(AppSystems::Input)
                .run_if(in_state(Turn::Person)),
        )
        .add_systems(
            Update,
            (
                toggle_pause,
                (finish_move_now, show_again).run_if(keys_are_the_boards),
            )
                .run_if(in_state(Screen::Playing)),
        )
        .add_systems(
            PreUpdate,
            keep_board_keys
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        );
}

/// Whether the board's keys (moves, H, U, R, F) are the board's now: not
/// while a window that takes the keyboard is open (settings, a question, a
/// file window whose name is being typed). One owner of the keyboard at a
/// time, decided here.
pub fn keys_are_the_boards(menu: Option<Res<State<Menu>>>) -> bool {
    menu.is_none_or(|m| !m.get().takes_keys())
}

/// The keys that choose a move.
const BOARD_KEYS: [egui::Key; 7] = [
    egui::Key::Tab,
    egui::Key::Enter,
    egui::Key::Space,
    egui::Key::ArrowLeft,
    egui::Key::ArrowRight,
    egui::Key::ArrowUp,
    egui::Key::ArrowDown,
];

/// While a game is on the board (not paused or over, no settings or
/// customise window open; the rules may stay open beside it), the
/// keys that choose a move belong to the board alone. Otherwise egui also
/// moved its focus to the bars' buttons with Tab and pressed one with Enter:
/// Tab and Enter during the bot's turn opened the menu, and once reset the
/// game. The practice editor shares them: Tab reaches its panel, and while
/// a control there has the focus every key is the panel's; otherwise the
/// arrows move the editor's cursor on the board.
fn keep_board_keys(
    screen: Option<Res<State<Screen>>>,
    pause: Option<Res<State<Pause>>>,
    turn: Option<Res<State<Turn>>>,
    menu: Option<Res<State<Menu>>>,
    keys_to_panel: Res<KeysToPanel>,
    mut inputs: Query<&mut EguiInput, With<PrimaryEguiContext>>,
) {
    let on_board = screen.is_some_and(|s| *s.get() == Screen::Playing)
        && pause.is_some_and(|p| *p.get() == Pause::Running)
        && turn.as_ref().is_some_and(|t| *t.get() != Turn::Over)
        && menu.is_none_or(|m| !m.get().takes_keys());
    if !on_board {
        return;
    }
    if turn.is_some_and(|t| *t.get() == Turn::Editing) {
        if keys_to_panel.0 {
            return;
        }
        for mut input in &mut inputs {
            input.events.retain(|event| {
                !matches!(event, egui::Event::Key { key, .. } if BOARD_KEYS[3..].contains(key))
            });
        }
        return;
    }
    for mut input in &mut inputs {
        input.events.retain(
            |event| !matches!(event, egui::Event::Key { key, .. } if BOARD_KEYS.contains(key)),
        );
    }
}

/// The legal pits of the person to move, in reading order on the screen.
pub fn legal_pits(round: &Round, view: BoardView) -> Vec<Pit> {
    let side = round.side_to_move();
    let mut pits: Vec<Pit> = Vec::new();
    for mv in round.game.legal_moves() {
        let pit = Pit::new(side, mv.pit);
        if !pits.contains(&pit) {
            pits.push(pit);
        }
    }
    pits.sort_by(|a, b| {
        let (ca, cb) = (view.seen(pit_centre(*a)), view.seen(pit_centre(*b)));
        ca.z.total_cmp(&cb.z).then(ca.x.total_cmp(&cb.x))
    });
    pits
}

/// The pit of `pits` nearest `from` in the direction `way` on the screen
/// (x to the right, y down): ahead of it, and nearest its line, a pit of
/// the same row before one of another. None when no pit lies that way.
pub fn toward(pits: &[Pit], from: Pit, way: Vec2, view: BoardView) -> Option<Pit> {
    let on_screen = |pit: Pit| {
        let at = view.seen(pit_centre(pit));
        Vec2::new(at.x, at.z)
    };
    let start = on_screen(from);
    let cost = |pit: &Pit| {
        let offset = on_screen(*pit) - start;
        let ahead = offset.dot(way);
        let aside = offset.perp_dot(way).abs();
        (ahead > 0.1).then_some(ahead + 3.0 * aside)
    };
    pits.iter()
        .filter_map(|pit| cost(pit).map(|c| (c, *pit)))
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, pit)| pit)
}

/// The directions a pit may be sown in (safari variants counted once).
pub(crate) fn directions(round: &Round, pit: Pit) -> Vec<Dir> {
    let mut dirs = Vec::new();
    for mv in round.game.legal_moves() {
        if mv.pit == pit.index && !dirs.contains(&mv.dir) {
            dirs.push(mv.dir);
        }
    }
    dirs
}

/// Whether a move from `pit` starts with a capture whose kichwa the player chooses.
fn chooses_kichwa(round: &Round, pit: Pit, dir: Dir) -> bool {
    round.game.open_choices(Move::new(pit.index, dir)).kichwa
}

/// Which way is "right on the screen" for seeds leaving `pit`, along its row.
/// Seen from South, South's front row runs clockwise to the right, its back
/// row to the left; North's rows are the mirror, and so is the turned board.
fn dir_to_screen_right(pit: Pit, view: BoardView) -> Dir {
    let dir = match (pit.side, pit.is_front()) {
        (Side::South, true) | (Side::North, false) => Dir::Clockwise,
        _ => Dir::Anticlockwise,
    };
    if view.flipped { dir.reversed() } else { dir }
}

/// Seen from South, the kichwa on the screen's left sows clockwise for
/// South (A1) and anticlockwise for North (a8); turned round, the other way.
fn dir_from_screen_left_kichwa(side: Side, view: BoardView) -> Dir {
    let dir = match side {
        Side::South => Dir::Clockwise,
        Side::North => Dir::Anticlockwise,
    };
    if view.flipped { dir.reversed() } else { dir }
}

impl Question {
    pub fn of(round: &Round, selection: &Selection, turn: Option<Turn>) -> Question {
        if turn != Some(Turn::Person) {
            return Question::None;
        }
        if let Some(warned) = selection.warning {
            return Question::Warning(warned);
        }
        if round.fork.is_some() {
            return Question::Safari;
        }
        match selection.chosen {
            None => Question::Pit,
            Some(pit) if selection.kichwa => Question::Kichwa { pit },
            Some(pit) => Question::Direction { pit },
        }
    }

    /// The direction of the option on the screen's right (or left) in a
    /// direction or kichwa question of `mover`.
    pub fn side_dir(self, mover: Side, right: bool, view: BoardView) -> Option<Dir> {
        let left_option = match self {
            Question::Direction { pit } => dir_to_screen_right(pit, view).reversed(),
            Question::Kichwa { .. } => dir_from_screen_left_kichwa(mover, view),
            _ => return None,
        };
        Some(if right {
            left_option.reversed()
        } else {
            left_option
        })
    }
}

/// The board is seen from the side the settings say (by default the
/// person's: North's when North is the only person, a puzzle's solver's).
fn turn_the_board(
    settings: Res<GameSettings>,
    round: Res<Round>,
    near: Res<NearSide>,
    mut view: ResMut<BoardView>,
) {
    let flipped = match (settings.settings.view_from, near.0) {
        (ViewFrom::Auto, Some(side)) => side == Side::North,
        (view_from, _) => view_from.flipped(round.config.players),
    };
    if view.flipped != flipped {
        view.flipped = flipped;
    }
}

fn reset_selection(
    round: Res<Round>,
    view: Res<BoardView>,
    mode: Res<State<Mode>>,
    mut selection: ResMut<Selection>,
) {
    let focus = legal_pits(&round, *view).first().copied();
    *selection = Selection {
        focus: focus.filter(|_| mode.focus_starts_on_a_pit()),
        ..Selection::default()
    };
}

fn clear_selection(mut selection: ResMut<Selection>) {
    *selection = Selection::default();
}

fn keyboard_choices(
    keys: Res<ButtonInput<KeyCode>>,
    round: Res<Round>,
    mut selection: ResMut<Selection>,
    turn: Option<Res<State<Turn>>>,
    view: Res<BoardView>,
    mut choices: MessageWriter<Choice>,
) {
    let question = Question::of(&round, &selection, turn.map(|t| *t.get()));
    let shift = keys.any_pressed([KeyCode::ShiftLeft, KeyCode::ShiftRight]);
    match question {
        Question::None => {}
        Question::Pit => {
            let pits = legal_pits(&round, *view);
            if pits.is_empty() {
                return;
            }
            let at = selection
                .focus
                .and_then(|f| pits.iter().position(|&p| p == f));
            // The arrows go where they point on the screen; Tab goes
            // through the pits in reading order, row after row.
            let arrows = [
                (KeyCode::ArrowLeft, Vec2::NEG_X),
                (KeyCode::ArrowRight, Vec2::X),
                (KeyCode::ArrowUp, Vec2::NEG_Y),
                (KeyCode::ArrowDown, Vec2::Y),
            ];
            for (key, way) in arrows {
                if keys.just_pressed(key) {
                    selection.focus = Some(match selection.focus.filter(|f| pits.contains(f)) {
                        Some(from) => toward(&pits, from, way, *view).unwrap_or(from),
                        None => pits[0],
                    });
                }
            }
            let step = if keys.just_pressed(KeyCode::Tab) {
                if shift { -1 } else { 1 }
            } else {
                0
            };
            if step != 0 {
                let n = pits.len() as i32;
                let next = match at {
                    Some(i) => (i as i32 + step).rem_euclid(n),
                    None => 0,
                };
                selection.focus = Some(pits[next as usize]);
            }
            if keys.any_just_pressed([KeyCode::Enter, KeyCode::Space, KeyCode::NumpadEnter])
                && let Some(pit) = selection.focus.filter(|f| pits.contains(f))
            {
                choices.write(Choice::Pit(pit));
            }
        }
        Question::Direction { .. } | Question::Kichwa { .. } => {
            if keys.just_pressed(KeyCode::ArrowLeft) {
                choices.write(Choice::Side { right: false });
            } else if keys.just_pressed(KeyCode::ArrowRight) {
                choices.write(Choice::Side { right: true });
            } else if keys.any_just_pressed([KeyCode::Backspace, KeyCode::Delete]) {
                choices.write(Choice::Cancel);
            }
        }
        Question::Warning(_) => {
            if keys.any_just_pressed([KeyCode::Enter, KeyCode::NumpadEnter]) {
                choices.write(Choice::PlayAnyway);
            } else if keys.any_just_pressed([KeyCode::Backspace, KeyCode::Delete]) {
                choices.write(Choice::Cancel);
            }
        }
        Question::Safari => {
            if keys.any_just_pressed([KeyCode::ArrowLeft, KeyCode::KeyS]) {
                choices.write(Choice::Safari(false));
            } else if keys.any_just_pressed([KeyCode::ArrowRight, KeyCode::KeyG]) {
                choices.write(Choice::Safari(true));
            }
        }
    }
}

/// What the person's choices read and change: the round and the
/// selection, the board's view (for the screen's left and right), the
/// moves sent out, and whether choices are taken now (the turn, the pause)
/// and warned about (the mode, the settings).
#[derive(SystemParam)]
struct Answering<'w> {
    round: ResMut<'w, Round>,
    selection: ResMut<'w, Selection>,
    view: Res<'w, BoardView>,
    moves: MessageWriter<'w, PlayMove>,
    turn: Option<Res<'w, State<Turn>>>,
    pause: Option<Res<'w, State<Pause>>>,
    mode: Option<Res<'w, State<Mode>>>,
    settings: Res<'w, GameSettings>,
    hint: Res<'w, Hint>,
}

/// Answers the board's question with each of the person's choices (clicks,
/// keys, buttons), in the order they came; while paused they are dropped.
fn apply_choices(mut choices: MessageReader<Choice>, mut answering: Answering) {
    let turn = answering.turn.as_ref().map(|t| *t.get());
    if answering
        .pause
        .as_ref()
        .is_some_and(|p| *p.get() == Pause::Paused)
    {
        choices.clear();
        return;
    }
    let warns = answering.settings.settings.warnings
        && answering
            .mode
            .as_ref()
            .is_some_and(|m| m.warns_the_beginner());
    for &choice in choices.read() {
        answering.answer(choice, turn, warns);
    }
}

impl Answering<'_> {
    /// One choice, as an answer to the question asked now: a pit, a side
    /// (direction or kichwa), stop or safari, back, or play anyway.
    fn answer(&mut self, choice: Choice, turn: Option<Turn>, warns: bool) {
        // Another pit chosen while a warning waits: the person chooses again.
        if let (Some(_), Choice::Pit(_)) = (self.selection.warning, choice) {
            self.selection.warning = None;
            self.selection.chosen = None;
            self.selection.kichwa = false;
        }
        let question = Question::of(&self.round, &self.selection, turn);
        let side = self.round.side_to_move();
        match (question, choice) {
            (Question::None, _) => {}
            (Question::Warning(warned), _) => self.answer_warning(warned, choice),
            (Question::Safari, Choice::Safari(go)) => {
                let fork = self.round.fork.as_ref();
                let fork = fork.expect("a safari question has a fork");
                let mv = if go { fork.safari } else { fork.stop };
                self.offer(mv, warns);
            }
            (Question::Safari, _) => {}
            (_, Choice::Pit(pit)) => self.choose_pit(pit, warns),
            (Question::Direction { pit } | Question::Kichwa { pit }, Choice::Side { right }) => {
                if let Some(dir) = question.side_dir(side, right, *self.view) {
                    self.offer(Move::new(pit.index, dir), warns);
                }
            }
            (_, Choice::Cancel) => {
                self.selection.chosen = None;
                self.selection.kichwa = false;
            }
            (Question::Pit, _) => {}
            (_, Choice::Safari(_) | Choice::PlayAnyway) => {}
        }
    }

    /// The answer to a beginner's warning: play the move held back anyway,
    /// or go back to choosing a pit; other choices wait.
    fn answer_warning(&mut self, warned: Warned, choice: Choice) {
        match choice {
            Choice::PlayAnyway => {
                self.selection.warning = None;
                self.moves.write(PlayMove {
                    mv: warned.mv,
                    by: Mover::Person,
                });
            }
            Choice::Cancel => {
                self.selection.warning = None;
                self.selection.chosen = None;
                self.selection.kichwa = false;
            }
            _ => {}
        }
    }

    /// A pit chosen: refused with the reason when it cannot be sown, played
    /// at once when it goes one way only, else chosen, so that the board
    /// asks which way (or which kichwa).
    fn choose_pit(&mut self, pit: Pit, warns: bool) {
        self.selection.refused = RefusedPit::of(&self.round, pit);
        if self.selection.refused.is_some() {
            return;
        }
        let dirs = directions(&self.round, pit);
        match dirs.as_slice() {
            [] => {}
            [dir] => self.offer(Move::new(pit.index, *dir), warns),
            _ => {
                self.selection.focus = Some(pit);
                self.selection.chosen = Some(pit);
                self.selection.kichwa = chooses_kichwa(&self.round, pit, dirs[0]);
            }
        }
    }

    /// A move the person has fully chosen: held back by a beginner's
    /// warning when `warns` and it lets the opponent win or take many
    /// seeds, else sent out to be played.
    fn offer(&mut self, mv: Move, warns: bool) {
        let round: &mut Round = &mut self.round;
        let selection: &mut Selection = &mut self.selection;
        let rules = round.game.rules();
        // The hint shown for this position judges with the warning: one voice.
        let hint = self.hint.for_round(round).map(|h| h.mv);
        let position = round.game.position();
        match warns.then(|| danger::warning_beside_hint(position, &rules, mv, hint)) {
            Some(Some(danger)) => {
                selection.warning = Some(Warned { mv, danger });
                // A warning is advice, as a hint is: the game is no longer a
                // clean win for the personal bests.
                round.solo.asked_hint();
            }
            _ => {
                self.moves.write(PlayMove {
                    mv,
                    by: Mover::Person,
                });
            }
        }
    }
}

/// Esc closes the window that is open; with none, Esc or P pauses or resumes.
fn toggle_pause(
    keys: Res<ButtonInput<KeyCode>>,
    pause: Res<State<Pause>>,
    mut next: ResMut<NextState<Pause>>,
    menu: Res<State<Menu>>,
    mut next_menu: ResMut<NextState<Menu>>,
) {
    if *menu.get() != Menu::None {
        if keys.just_pressed(KeyCode::Escape) {
            next_menu.set(Menu::None);
        }
        return;
    }
    if keys.any_just_pressed([KeyCode::Escape, KeyCode::KeyP]) {
        next.set(match pause.get() {
            Pause::Running => Pause::Paused,
            Pause::Paused => Pause::Running,
        });
    }
}

/// H asks for a hint; U takes a move back (between two people, after both
/// agree).
fn helpers(
    keys: Res<ButtonInput<KeyCode>>,
    round: Res<Round>,
    mode: Res<State<Mode>>,
    mut hint: MessageWriter<AskHint>,
    mut undo: MessageWriter<Undo>,
    mut menu: ResMut<NextState<Menu>>,
) {
    if !mode.offers_help() {
        return;
    }
    if keys.just_pressed(KeyCode::KeyH) {
        hint.write(AskHint);
    }
    if keys.just_pressed(KeyCode::KeyU) {
        take_back(&round, *mode.get(), &mut undo, &mut menu);
    }
}

/// Takes a move back: at once against a bot, after a confirmation between
/// two people.
pub fn take_back(
    round: &Round,
    mode: Mode,
    undo: &mut MessageWriter<Undo>,
    menu: &mut NextState<Menu>,
) {
    if moves_to_take_back(round, mode) == 0 {
        return;
    }
    let people = round
        .config
        .players
        .iter()
        .filter(|p| **p == crate::record::settings::Player::Person)
        .count();
    if people == 2 {
        menu.set(Menu::ConfirmTakeBack);
    } else {
        undo.write(Undo);
    }
}

/// R shows the last move again, from the position before it.
fn show_again(
    keys: Res<ButtonInput<KeyCode>>,
    pause: Res<State<Pause>>,
    mut again: MessageWriter<ShowLastMoveAgain>,
) {
    if *pause.get() == Pause::Running && keys.just_pressed(KeyCode::KeyR) {
        again.write(ShowLastMoveAgain);
    }
}

fn finish_move_now(
    keys: Res<ButtonInput<KeyCode>>,
    mut queue: ResMut<AnimationQueue>,
    pause: Res<State<Pause>>,
) {
    if *pause.get() == Pause::Running && keys.just_pressed(KeyCode::KeyF) {
        queue.finish_now = true;
    }
}
