//! How often the window draws: continuously only while something moves
//! (seeds sowing, a capture, the replay playing on, a branch shown, the
//! demo); otherwise the loop sleeps until input, a task's end (`wake`) or
//! a timeout: a running clock's tick, a review's progress, or a long
//! backstop. A player thinking over a still board then costs next
//! to nothing (issue 49; docs/maintaining.md, "Idle CPU").

use crate::app::demo::Demo;
use crate::app::replay::review::Reviewing;
use crate::app::replay::viewer::Replay;
use crate::app::round::animation::AnimationQueue;
use crate::app::state::{Menu, Mode, Pause, Screen, Study, Turn};
use bevy::ecs::message::{MessageRegistry, ShouldUpdateMessages};
use bevy::prelude::*;
use bevy::state::state::FreelyMutableState;
use bevy::window::RequestRedraw;
use bevy::winit::{UpdateMode, WinitSettings};
use bevy_egui::{EguiInput, EguiPostUpdateSet, EguiPreUpdateSet, EguiRenderOutput, egui};
use std::time::Duration;

/// Draw every frame whatever happens: a run that counts frames (a
/// screenshot's moment, `--measure-frames`) would stop counting asleep.
#[derive(Resource)]
pub struct KeepDrawing;

/// The wait on a still screen with nothing timed on it: a backstop only,
/// every change of its own comes with input or a wake (30 s: each frame
/// costs about 0.1 s of CPU under software rendering).
const STILL: Duration = Duration::from_secs(30);

/// How often a running clock is redrawn: the HUD shows whole minutes, so
/// a new minute shows within 10 s, for a frame every 10 s (each costs
/// about 0.1 s of CPU under software GL: 1% of a core). A constant: a wait
/// that changed each frame (the time to the next minute) changes
/// WinitSettings each frame, and bevy_winit answers each change with a
/// redraw at once, which drew continuously.
const CLOCK_TICK: Duration = Duration::from_secs(10);

/// How often a review's progress is shown while it searches.
const REVIEW_PROGRESS: Duration = Duration::from_millis(250);

pub(super) fn plugin(app: &mut App) {
    // Registered here too for the headless app, which has no window plugin.
    app.add_message::<RequestRedraw>()
        .insert_resource(WinitSettings::continuous())
        .add_systems(
            Last,
            choose_pace.run_if(not(resource_exists::<KeepDrawing>)),
        )
        .add_systems(Last, clear_messages_every_frame)
        .add_systems(
            PostUpdate,
            // Between egui's output and the texture update that drains it.
            redraw_after_new_glyphs
                .after(EguiPostUpdateSet::ProcessOutput)
                .before(EguiPostUpdateSet::PostProcessOutput),
        )
        .add_systems(
            PreUpdate,
            drop_unchanged_modifiers
                .after(EguiPreUpdateSet::ProcessInput)
                .before(EguiPreUpdateSet::BeginPass),
        );
}

/// Messages are dropped after two frames, also while the game's virtual
/// clock is paused. Bevy's time plugin drops them only after a fixed-step
/// update, and a paused clock runs none: a `RequestRedraw` sent before the
/// pause then stayed, and bevy_winit, which reads every message kept, drew
/// each frame at once for as long as the pause screen was up (37 frames a
/// second). Nothing here runs in `FixedUpdate`, which the wait protects.
fn clear_messages_every_frame(mut registry: ResMut<MessageRegistry>) {
    registry.should_update = ShouldUpdateMessages::Always;
}

/// A frame that brings new letters into egui's font atlas shows them only
/// on the next frame (seen: "Hint   in    a would play" for "Hint: Bingwa
/// would play A6>"); in a still window that next frame could be seconds
/// away, so a changed texture asks for one more.
fn redraw_after_new_glyphs(
    outputs: Query<&EguiRenderOutput>,
    mut redraw: MessageWriter<RequestRedraw>,
) {
    if textures_changed(&outputs) {
        redraw.write(RequestRedraw);
    }
}

/// Whether this frame's egui output changes a texture (new letters in the
/// font atlas, an image), which the picture shows only a frame later.
pub(crate) fn textures_changed(outputs: &Query<&EguiRenderOutput>) -> bool {
    outputs
        .iter()
        .any(|output| !output.textures_delta.set.is_empty())
}

/// bevy_egui 0.42 tells egui the modifier keys every frame as an event,
/// and egui answers any event with a repaint at once, which bevy_egui turns
/// into a redraw: a still screen would draw forever. The event goes through
/// only when the keys or the window's focus changed; egui keeps the
/// modifiers it was last told.
fn drop_unchanged_modifiers(
    mut inputs: Query<&mut EguiInput>,
    mut last: Local<Option<(egui::Modifiers, bool)>>,
) {
    for mut input in &mut inputs {
        let focused = input.focused;
        let mut told = None;
        let before = *last;
        input.events.retain(|event| match event {
            egui::Event::ModifiersChanged(keys) => {
                told = Some((*keys, focused));
                before != told
            }
            _ => true,
        });
        if told.is_some() {
            *last = told;
        }
    }
}

/// The states and whether one changed or is about to: a transition and
/// what follows it (a turn decided, the next state entered) take a frame
/// or two more, which no input would bring.
#[derive(bevy::ecs::system::SystemParam)]
struct Transitions<'w> {
    screen: Res<'w, State<Screen>>,
    next_screen: Res<'w, NextState<Screen>>,
    menu: Res<'w, State<Menu>>,
    next_menu: Res<'w, NextState<Menu>>,
    mode: Option<Res<'w, State<Mode>>>,
    next_mode: Option<Res<'w, NextState<Mode>>>,
    turn: Option<Res<'w, State<Turn>>>,
    next_turn: Option<Res<'w, NextState<Turn>>>,
    pause: Option<Res<'w, State<Pause>>>,
    next_pause: Option<Res<'w, NextState<Pause>>>,
    study: Option<Res<'w, State<Study>>>,
    next_study: Option<Res<'w, NextState<Study>>>,
}

impl Transitions<'_> {
    fn under_way(&self) -> bool {
        fn one<S: FreelyMutableState>(
            state: Option<&Res<State<S>>>,
            next: Option<&Res<NextState<S>>>,
        ) -> bool {
            state.is_some_and(|s| s.is_changed())
                || next.is_some_and(|n| !matches!(**n, NextState::Unchanged))
        }
        one(Some(&self.screen), Some(&self.next_screen))
            || one(Some(&self.menu), Some(&self.next_menu))
            || one(self.mode.as_ref(), self.next_mode.as_ref())
            || one(self.turn.as_ref(), self.next_turn.as_ref())
            || one(self.pause.as_ref(), self.next_pause.as_ref())
            || one(self.study.as_ref(), self.next_study.as_ref())
            || self
                .turn
                .as_ref()
                .is_some_and(|t| *t.get() == Turn::Deciding)
    }
}

/// What the screen shows now, as far as its pace goes.
#[derive(bevy::ecs::system::SystemParam)]
struct Showing<'w> {
    states: Transitions<'w>,
    queue: Res<'w, AnimationQueue>,
    replay: Option<Res<'w, Replay>>,
    reviewing: Option<Res<'w, Reviewing>>,
    demo: Option<Res<'w, Demo>>,
}

/// Sets the loop's update mode for the frames to come; the window and the
/// unfocused window alike, as a game left to the bots still plays on.
fn choose_pace(showing: Showing, mut settings: ResMut<WinitSettings>) {
    let mode = match pace(&showing) {
        None => UpdateMode::Continuous,
        Some(wait) => UpdateMode::reactive_low_power(wait),
    };
    if settings.focused_mode != mode || settings.unfocused_mode != mode {
        // tests/smoke/thinking_cpu.py reads these lines: when the board went
        // still while a bot searches.
        match mode {
            UpdateMode::Continuous => debug!("pace: continuous"),
            UpdateMode::Reactive { .. } => debug!("pace: reactive"),
        }
        *settings = WinitSettings {
            focused_mode: mode,
            unfocused_mode: mode,
        };
    }
}

/// `None` while something moves; else how long the loop may sleep.
fn pace(showing: &Showing) -> Option<Duration> {
    let states = &showing.states;
    let mode = states.mode.as_ref().map(|m| *m.get());
    let moving = mode == Some(Mode::Demo) && showing.demo.is_some()
        || (!showing.queue.is_idle() && !showing.queue.is_held())
        || showing.replay.as_ref().is_some_and(|r| r.playing)
        || states
            .study
            .as_ref()
            .is_some_and(|s| *s.get() == Study::Branch)
        || states.under_way();
    if moving {
        return None;
    }
    let searching = showing.reviewing.as_ref().is_some_and(|r| {
        let (done, all) = r.progress();
        done < all
    });
    let clock = mode.is_some_and(|m| m.is_played() && m.shows_clock_and_move())
        && states
            .pause
            .as_ref()
            .is_some_and(|p| *p.get() == Pause::Running)
        && states
            .turn
            .as_ref()
            .is_some_and(|t| !matches!(t.get(), Turn::Over | Turn::Editing));
    Some(if searching {
        REVIEW_PROGRESS
    } else if clock {
        CLOCK_TICK
    } else {
        STILL
    })
}
