//! The animation queue the round fills: each move's trace, event by event,
//! for the board to show (board/animation plays it). The queue keeps the
//! seeds' places as stacks, so when it is idle the seed entities in every
//! pit match the engine's position, seed for seed; it lives on the round's
//! floor because every move the round plays goes into it.

use super::pit_state::PitState;
use crate::rules::trace::Event;
use crate::rules::{Edition, Pit, Position, Side};
use bevy::prelude::*;
use std::collections::VecDeque;

/// Where a seed is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    Pit(Pit),
    Store(Side),
    Hand,
}

#[derive(Clone, Debug)]
pub(crate) enum Step {
    /// A new move (or its continuation after the safari question).
    /// The mover and the move's text, for the commentary's title.
    Begin(Option<(Side, String)>),
    Event(Event),
}

/// A running step: its duration on the queue clock and when it ends.
#[derive(Clone, Debug)]
pub(crate) struct Running {
    pub(crate) event: Option<Event>,
    pub(crate) starts: f32,
    pub(crate) ends: f32,
    /// Shown at once, as one of the events skipped to reach a later one:
    /// step by step holds after the event reached, never after a skipped one.
    pub(crate) skipped: bool,
}

/// The seeds' places, as stacks: the last seed of a stack is on top.
#[derive(Default, Debug, Clone)]
pub(crate) struct Places {
    pub(crate) pits: [[Vec<Entity>; 16]; 2],
    pub(crate) stores: [Vec<Entity>; 2],
    pub(crate) hand: Vec<Entity>,
}

impl Places {
    pub(crate) fn stack(&mut self, at: Location) -> &mut Vec<Entity> {
        match at {
            Location::Pit(pit) => &mut self.pits[pit.side.index()][pit.index as usize],
            Location::Store(side) => &mut self.stores[side.index()],
            Location::Hand => &mut self.hand,
        }
    }
}

#[derive(Resource, Default)]
pub struct AnimationQueue {
    pub(crate) steps: VecDeque<Step>,
    pub(crate) running: Option<Running>,
    pub(crate) places: Places,
    /// The pit the hand hovers over.
    pub(crate) hand_over: Option<Pit>,
    /// A new position to lay out: every seed is despawned and spawned anew.
    pub(crate) reset: Option<Position>,
    pub(crate) edition: Option<Edition>,
    /// Steps shown of the current move; long moves speed up as they go.
    pub(crate) steps_this_move: u32,
    /// Seconds of animation shown so far (scaled by the speed).
    pub(crate) clock: f32,
    /// Show the rest of the current move at once.
    pub finish_now: bool,
    /// Stop after each event until `release_one`: step by step, a choice
    /// of the mode that shows the round (the replay, the practice board).
    /// A new round clears it, so the choice ends with its mode and never
    /// holds a game that did not ask for it; the mode's own system sets it
    /// again every frame while it is on.
    pub hold_each_event: bool,
    /// An event was shown and the queue waits for `release_one`.
    pub(crate) held: bool,
    /// Releases asked for while an event was still being shown: the next
    /// waits are skipped, so a key pressed early is not lost.
    pub(crate) early_releases: usize,
    /// Events still to show at once, without waiting (to step back inside a
    /// move, the move is shown again up to the event before).
    pub(crate) skip_events: usize,
    /// Events shown of the current move.
    pub(crate) events_shown: usize,
    /// Marks on pits: the clock time they were set and fade at.
    pub(crate) marks: Vec<(Pit, PitState, f32, f32)>,
    /// Who owns their nyumba, as the events shown so far tell it.
    pub(crate) owns_nyumba: [bool; 2],
}

impl AnimationQueue {
    /// Shows the next event when the queue holds after each one (asked
    /// while an event is still shown, the next wait is skipped).
    pub fn release_one(&mut self) {
        if self.held {
            self.held = false;
        } else if self.hold_each_event && !self.steps.is_empty() {
            self.early_releases = (self.early_releases + 1).min(3);
        }
    }

    /// Step by step on or off: the mode that shows the round says so every
    /// frame (a new round starts with it off). Turned off, a waiting event
    /// goes on.
    pub fn set_step_by_step(&mut self, on: bool) {
        if self.hold_each_event != on {
            self.hold_each_event = on;
            if !on {
                self.release_one();
            }
        }
    }

    /// Whether the queue waits after an event for `release_one`.
    pub fn is_held(&self) -> bool {
        self.held && !self.steps.is_empty()
    }

    /// Shows the next `n` events at once.
    pub fn skip_events(&mut self, n: usize) {
        self.skip_events = n;
    }

    /// Events of the current move shown so far.
    pub fn events_shown(&self) -> usize {
        self.events_shown
    }

    /// Nothing left to show: the seeds rest where the engine says.
    pub fn is_idle(&self) -> bool {
        self.steps.is_empty() && self.running.is_none() && self.reset.is_none()
    }

    /// Lays out `position` afresh (a new round).
    pub fn reset_to(&mut self, position: &Position) {
        self.steps.clear();
        self.running = None;
        self.hand_over = None;
        self.marks.clear();
        self.finish_now = false;
        self.hold_each_event = false;
        self.held = false;
        self.early_releases = 0;
        self.skip_events = 0;
        self.events_shown = 0;
        self.owns_nyumba = position.owns_nyumba;
        self.reset = Some(*position);
    }

    /// Who owns their nyumba on the board as shown.
    pub fn owns_nyumba(&self) -> [bool; 2] {
        self.owns_nyumba
    }

    /// Queues a move's trace. `title` starts a new move; `None` continues one.
    pub fn push_trace(&mut self, before: &Position, events: &[Event], title: Option<String>) {
        self.edition = Some(before.edition);
        self.steps
            .push_back(Step::Begin(title.map(|text| (before.side, text))));
        self.steps.extend(events.iter().map(|&e| Step::Event(e)));
    }

    /// How many seeds lie in each pit and store, by the queue's own account.
    pub fn counts(&self) -> ([[usize; 16]; 2], [usize; 2], usize) {
        let p = &self.places;
        (
            [0, 1].map(|s| std::array::from_fn(|i| p.pits[s][i].len())),
            [0, 1].map(|s| p.stores[s].len()),
            p.hand.len(),
        )
    }

    /// Whether the queue's seeds and nyumba owners match a position (when
    /// idle they must).
    pub fn matches(&self, position: &Position) -> bool {
        let (pits, stores, hand) = self.counts();
        hand == 0
            && self.owns_nyumba == position.owns_nyumba
            && Side::BOTH.into_iter().all(|side| {
                let s = side.index();
                stores[s] == position.stores[s] as usize
                    && (0..16).all(|i| pits[s][i] == position.board.row(side)[i] as usize)
            })
    }

    /// The event being shown and how far along it is (0 to 1).
    pub fn running_event(&self) -> Option<(Event, f32)> {
        let running = self.running.as_ref()?;
        let span = (running.ends - running.starts).max(1e-6);
        Some((
            running.event?,
            ((self.clock - running.starts) / span).clamp(0.0, 1.0),
        ))
    }

    /// The pits marked now, and how much of each mark's time has passed (0 to 1).
    pub fn marks(&self) -> impl Iterator<Item = (Pit, PitState, f32)> + '_ {
        self.marks.iter().map(|&(pit, kind, set, fades)| {
            let age = ((self.clock - set) / (fades - set).max(1e-6)).clamp(0.0, 1.0);
            (pit, kind, age)
        })
    }

    /// How long a step takes on the queue clock: long moves speed up so a
    /// thousand-lap sowing does not take an hour.
    pub(crate) fn duration(&self, base: f32) -> f32 {
        base / (1.0 + self.steps_this_move as f32 / 60.0)
    }

    pub(crate) fn mark(&mut self, pit: Pit, kind: PitState, seconds: f32) {
        self.marks.retain(|(p, k, _, _)| !(*p == pit && *k == kind));
        let fades = self.clock + self.duration(seconds).max(0.15);
        self.marks.push((pit, kind, self.clock, fades));
    }
}
