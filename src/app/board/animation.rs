//! The animation queue: a move's trace, event by event, moves real seed
//! entities. Seeds are lifted into a hand that hovers over the pit being
//! sown, fall one by one along arcs, and captured seeds fly to the kichwa.
//! The queue keeps the seeds' places as stacks, so when it is idle the seed
//! entities in every pit match the engine's position, seed for seed.

use super::layout::{hand_over, hand_slot, pit_centre, pit_slot, store_centre, store_slot};
use super::marks::PitState;
use crate::app::settings::GameSettings;
use crate::app::state::AppSystems;
use crate::app::ui::words::Words;
use crate::rules::board::Board;
use crate::rules::explain::{phrase, side_name};
use crate::rules::trace::Event;
use crate::rules::{Edition, Pit, Position, Side};
use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;
use std::collections::VecDeque;

/// Where a seed is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Location {
    Pit(Pit),
    Store(Side),
    Hand,
}

/// A seed. `look` picks its colour, size and turn (the board gives it a mesh).
#[derive(Component, Debug, Clone, Copy)]
pub struct Seed {
    pub look: u32,
}

/// Where the seed is in the game (where it lands, while it flies).
#[derive(Component, Debug, Clone, Copy, PartialEq, Eq)]
pub struct SeedAt(pub Location);

/// A seed's flight along an arc, timed on the queue's clock.
#[derive(Component, Debug, Clone, Copy, Default)]
pub struct Flight {
    from: Vec3,
    to: Vec3,
    height: f32,
    /// A point the path bends towards instead of an arc (captured seeds
    /// cross the middle of the board).
    via: Option<Vec3>,
    glide: bool,
    start: f32,
    duration: f32,
    active: bool,
}

/// Sounds the animation asks for; the audio plugin plays them.
#[derive(Message, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeedSound {
    /// A seed falls into a pit holding `pile` seeds before it.
    Drop {
        pile: u8,
    },
    Relay,
    Capture,
    Lift,
}

/// One line of commentary for the move being shown.
#[derive(Resource, Default, Debug, Clone)]
pub struct Commentary {
    /// The move's text, such as "South: A6>".
    pub title: String,
    /// What happened, newest last.
    pub phrases: Vec<String>,
}

impl Commentary {
    /// The line shown under the board: the move and its last few phrases.
    pub fn line(&self) -> String {
        let shown = self.phrases.len().saturating_sub(3);
        let mut line = self.title.clone();
        if shown > 0 {
            line.push_str(" … ");
        } else if !self.phrases.is_empty() {
            line.push_str(": ");
        }
        line.push_str(&self.phrases[shown..].join(", "));
        line
    }

    fn say(&mut self, phrase: String) {
        self.phrases.push(phrase);
        if self.phrases.len() > 64 {
            self.phrases.drain(..32);
        }
    }
}

#[derive(Clone, Debug)]
enum Step {
    /// A new move (or its continuation after the safari question).
    /// The mover and the move's text, for the commentary's title.
    Begin(Option<(Side, String)>),
    Event(Event),
}

/// A running step: its duration on the queue clock and when it ends.
#[derive(Clone, Debug)]
struct Running {
    event: Option<Event>,
    starts: f32,
    ends: f32,
    /// Shown at once, as one of the events skipped to reach a later one:
    /// step by step holds after the event reached, never after a skipped one.
    skipped: bool,
}

/// The seeds' places, as stacks: the last seed of a stack is on top.
#[derive(Default, Debug, Clone)]
struct Places {
    pits: [[Vec<Entity>; 16]; 2],
    stores: [Vec<Entity>; 2],
    hand: Vec<Entity>,
}

impl Places {
    fn stack(&mut self, at: Location) -> &mut Vec<Entity> {
        match at {
            Location::Pit(pit) => &mut self.pits[pit.side.index()][pit.index as usize],
            Location::Store(side) => &mut self.stores[side.index()],
            Location::Hand => &mut self.hand,
        }
    }
}

#[derive(Resource, Default)]
pub struct AnimationQueue {
    steps: VecDeque<Step>,
    running: Option<Running>,
    places: Places,
    /// The pit the hand hovers over.
    hand_over: Option<Pit>,
    /// A new position to lay out: every seed is despawned and spawned anew.
    reset: Option<Position>,
    edition: Option<Edition>,
    /// Steps shown of the current move; long moves speed up as they go.
    steps_this_move: u32,
    /// Seconds of animation shown so far (scaled by the speed).
    clock: f32,
    /// Show the rest of the current move at once.
    pub finish_now: bool,
    /// Stop after each event until `release_one` (the replay's step by step).
    pub hold_each_event: bool,
    /// An event was shown and the queue waits for `release_one`.
    held: bool,
    /// Releases asked for while an event was still being shown: the next
    /// waits are skipped, so a key pressed early is not lost.
    early_releases: usize,
    /// Events still to show at once, without waiting (to step back inside a
    /// move, the move is shown again up to the event before).
    skip_events: usize,
    /// Events shown of the current move.
    events_shown: usize,
    /// Marks on pits: the clock time they were set and fade at.
    marks: Vec<(Pit, PitState, f32, f32)>,
    /// Who owns their nyumba, as the events shown so far tell it.
    owns_nyumba: [bool; 2],
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
    fn duration(&self, base: f32) -> f32 {
        base / (1.0 + self.steps_this_move as f32 / 60.0)
    }

    /// Moves `count` seeds from the top of `from` to `to`, along `hop`.
    fn carry(
        &mut self,
        seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
        from: Location,
        to: Location,
        count: usize,
        hop: Hop,
    ) {
        let stack = self.places.stack(from);
        let moved: Vec<Entity> = stack.split_off(stack.len().saturating_sub(count));
        for seed in moved {
            let k = self.places.stack(to).len();
            let target = rest(to, k, self.hand_over);
            self.places.stack(to).push(seed);
            launch(self.clock, seeds, seed, to, target, hop);
        }
    }

    fn mark(&mut self, pit: Pit, kind: PitState, seconds: f32) {
        self.marks.retain(|(p, k, _, _)| !(*p == pit && *k == kind));
        let fades = self.clock + self.duration(seconds).max(0.15);
        self.marks.push((pit, kind, self.clock, fades));
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.init_resource::<AnimationQueue>()
        .init_resource::<Commentary>()
        .add_message::<SeedSound>()
        .add_systems(
            Update,
            (respawn_seeds, run_queue, fly_seeds)
                .chain()
                .in_set(AppSystems::Animate),
        );
}

/// A seed's resting place for slot `k` of a location.
fn rest(at: Location, k: usize, hand: Option<Pit>) -> Vec3 {
    match at {
        Location::Pit(pit) => pit_centre(pit) + pit_slot(k),
        Location::Store(side) => store_centre(side) + store_slot(k),
        Location::Hand => {
            let over = hand.map_or(Vec3::Y * 2.0, hand_over);
            over + hand_slot(k)
        }
    }
}

fn respawn_seeds(
    mut commands: Commands,
    mut queue: ResMut<AnimationQueue>,
    seeds: Query<Entity, With<Seed>>,
) {
    let Some(position) = queue.reset.take() else {
        return;
    };
    for seed in &seeds {
        commands.entity(seed).despawn();
    }
    queue.places = Places::default();
    queue.edition = Some(position.edition);
    let mut look = 0u32;
    let mut spawn = |queue: &mut AnimationQueue, at: Location, n: u8| {
        for _ in 0..n {
            let k = queue.places.stack(at).len();
            let place = rest(at, k, None);
            look = look.wrapping_mul(2_654_435_761).wrapping_add(0x9E37);
            let seed = commands
                .spawn((
                    Seed { look },
                    SeedAt(at),
                    Flight::default(),
                    Transform::from_translation(place),
                ))
                .id();
            queue.places.stack(at).push(seed);
        }
    };
    for side in Side::BOTH {
        for index in 0..16u8 {
            let pit = Pit::new(side, index);
            spawn(&mut queue, Location::Pit(pit), position.board.get(pit));
        }
        spawn(
            &mut queue,
            Location::Store(side),
            position.stores[side.index()],
        );
    }
}

/// How a seed flies: for how long, and how high its arc rises (or which
/// point its path bends towards).
#[derive(Clone, Copy, Debug)]
struct Hop {
    duration: f32,
    height: f32,
    via: Option<Vec3>,
    /// The hand moving on with the seeds it holds (no fade in reduced motion).
    glide: bool,
}

impl Flight {
    /// Whether the seed is in the air.
    pub fn flying(&self) -> bool {
        self.active
    }

    /// Whether a seed at `at` is on its way: neither where it left nor
    /// where it goes (a seed fading out and in never is).
    pub fn in_the_air(&self, at: Vec3) -> bool {
        self.active && self.from.distance(at) > 1e-3 && self.to.distance(at) > 1e-3
    }
}

fn launch(
    clock: f32,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    seed: Entity,
    to: Location,
    target: Vec3,
    hop: Hop,
) {
    let Ok((mut at, mut flight, transform)) = seeds.get_mut(seed) else {
        return;
    };
    at.0 = to;
    let from = if flight.active {
        flight.to
    } else {
        transform.translation
    };
    *flight = Flight {
        from,
        to: target,
        height: hop.height,
        via: hop.via,
        glide: hop.glide,
        start: clock,
        duration: hop.duration,
        active: true,
    };
}

/// The hand moves over `pit`; the seeds it holds follow.
fn move_hand(
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    pit: Pit,
    duration: f32,
) {
    if queue.hand_over == Some(pit) {
        return;
    }
    queue.hand_over = Some(pit);
    let hand = queue.places.hand.clone();
    for (k, seed) in hand.into_iter().enumerate() {
        let target = rest(Location::Hand, k, Some(pit));
        let hop = Hop {
            duration,
            height: 0.0,
            via: None,
            glide: true,
        };
        launch(queue.clock, seeds, seed, Location::Hand, target, hop);
    }
}

/// Moves seeds so each pit holds what `board` says, the hand's seeds
/// included: how the laps a trace sums up leave the board.
fn settle(
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    board: &Board,
    duration: f32,
) {
    let mut spare: Vec<Entity> = std::mem::take(&mut queue.places.hand);
    let pits = || {
        Side::BOTH
            .into_iter()
            .flat_map(|s| (0..16).map(move |i| Pit::new(s, i)))
    };
    for pit in pits() {
        let want = board.get(pit) as usize;
        let stack = queue.places.stack(Location::Pit(pit));
        if stack.len() > want {
            spare.extend(stack.split_off(want));
        }
    }
    for pit in pits() {
        let want = board.get(pit) as usize;
        while queue.places.stack(Location::Pit(pit)).len() < want {
            let Some(seed) = spare.pop() else {
                return;
            };
            let at = Location::Pit(pit);
            let target = rest(at, queue.places.stack(at).len(), None);
            queue.places.stack(at).push(seed);
            let hop = Hop {
                duration,
                height: 0.6,
                via: None,
                glide: false,
            };
            launch(queue.clock, seeds, seed, at, target, hop);
        }
    }
}

/// Starts a step: updates the seeds' places, gives the moved seeds their
/// flights and says what happens. Returns the step's duration at speed 1.
fn start_step(
    step: Step,
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    commentary: &mut Commentary,
    sounds: &mut Vec<SeedSound>,
    words: &Words,
) -> f32 {
    let event = match step {
        Step::Begin(title) => {
            if let Some((side, text)) = title {
                commentary.title = format!("{} {text}", side_name(side, words));
                commentary.phrases.clear();
                queue.steps_this_move = 0;
                queue.events_shown = 0;
                queue.marks.clear();
            }
            return 0.0;
        }
        Step::Event(event) => event,
    };
    queue.steps_this_move += 1;
    queue.events_shown += 1;
    let kimasai = queue.edition == Some(Edition::Kimasai);
    if let Some(phrase) = phrase(&event, kimasai, words) {
        commentary.say(phrase);
    }
    show_event(event, queue, seeds, sounds)
}

/// A hop of `duration` seconds, `height` above the board, straight.
fn hop(duration: f32, height: f32) -> Hop {
    Hop {
        duration,
        height,
        via: None,
        glide: false,
    }
}

/// Shows one event on the board: seeds carried, pits marked, sounds;
/// returns how long it takes.
fn show_event(
    event: Event,
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    sounds: &mut Vec<SeedSound>,
) -> f32 {
    match event {
        Event::Store { pit } => {
            let d = queue.duration(0.5);
            queue.hand_over = Some(pit);
            let pile = queue.places.stack(Location::Pit(pit)).len();
            let (store, pit_at) = (Location::Store(pit.side), Location::Pit(pit));
            queue.carry(seeds, store, pit_at, 1, hop(d, 0.8));
            sounds.push(SeedSound::Drop { pile: pile as u8 });
            d
        }
        Event::Tax { pit } => {
            queue.mark(pit, PitState::Takasia, 0.6);
            queue.duration(0.4)
        }
        Event::Lift { pit, count } => {
            let d = queue.duration(0.35);
            queue.hand_over = Some(pit);
            let (from, hand) = (Location::Pit(pit), Location::Hand);
            queue.carry(seeds, from, hand, count as usize, hop(d, 0.0));
            sounds.push(SeedSound::Lift);
            d
        }
        Event::Drop { pit } => {
            let d = queue.duration(0.2);
            let pile = queue.places.stack(Location::Pit(pit)).len();
            // The seed falls from the hand, then the hand moves on over the pit.
            let (hand, to) = (Location::Hand, Location::Pit(pit));
            queue.carry(seeds, hand, to, 1, hop(d, 0.25));
            move_hand(queue, seeds, pit, d);
            sounds.push(SeedSound::Drop { pile: pile as u8 });
            queue.mark(pit, PitState::Sown, 0.25);
            d
        }
        Event::Relay { pit } => {
            queue.mark(pit, PitState::Relay, 0.9);
            sounds.push(SeedSound::Relay);
            queue.duration(0.4)
        }
        Event::Capture {
            at,
            from,
            count,
            start,
            ..
        } => {
            let d = queue.duration(0.75);
            queue.mark(at, PitState::Capture, 1.2);
            queue.mark(from, PitState::Capture, 1.2);
            queue.hand_over = Some(start);
            // Across the middle of the board, clear of both players' rows.
            let middle = (pit_centre(from) + pit_centre(start)) / 2.0;
            let over_the_middle = Hop {
                via: Some(Vec3::new(middle.x, 0.35, 0.0)),
                ..hop(d, 0.0)
            };
            let (pit, hand) = (Location::Pit(from), Location::Hand);
            queue.carry(seeds, pit, hand, count as usize, over_the_middle);
            move_hand(queue, seeds, start, d);
            sounds.push(SeedSound::Capture);
            d
        }
        Event::Safari { pit } => {
            queue.mark(pit, PitState::Safari, 1.0);
            queue.duration(0.6)
        }
        Event::HouseLost { side } => {
            queue.owns_nyumba[side.index()] = false;
            queue.duration(0.3)
        }
        Event::TakasiaHonoured { pit } => {
            queue.mark(pit, PitState::Takasia, 1.0);
            queue.duration(0.5)
        }
        Event::FrontRowEmpty { .. } => queue.duration(0.8),
        Event::EndTurn { .. } => queue.duration(0.3).max(0.15),
        Event::TakasiaSet { pit } => {
            queue.mark(pit, PitState::Takasia, 1.5);
            queue.duration(0.6)
        }
        Event::TakasiaExempt { .. } => queue.duration(0.4),
        Event::Elided {
            board, owns_nyumba, ..
        } => {
            let d = queue.duration(0.8);
            queue.owns_nyumba = owns_nyumba;
            settle(queue, seeds, &board, d);
            d
        }
        Event::NeverEnding { pit, .. } => {
            queue.mark(pit, PitState::Relay, 3.0);
            queue.duration(2.0)
        }
    }
}

fn run_queue(
    time: Res<Time>,
    settings: Res<GameSettings>,
    mut queue: ResMut<AnimationQueue>,
    mut seeds: Query<(&mut SeedAt, &mut Flight, &Transform)>,
    mut commentary: ResMut<Commentary>,
    mut sound_out: MessageWriter<SeedSound>,
    words: Res<Words>,
) {
    if queue.reset.is_some() {
        return;
    }
    let mut budget = time.delta_secs() * settings.settings.speed.factor();
    let mut sounds = Vec::new();
    let instant = queue.finish_now;
    let mut skipped = false;
    loop {
        if let Some(running) = &queue.running {
            let left = running.ends - queue.clock;
            let was_event = running.event.is_some() && !running.skipped;
            if instant || budget >= left {
                if !instant {
                    budget -= left.max(0.0);
                }
                queue.clock = queue.clock.max(running.ends);
                queue.running = None;
                if was_event && queue.hold_each_event && !instant {
                    if queue.early_releases > 0 {
                        queue.early_releases -= 1;
                    } else {
                        queue.held = true;
                    }
                }
            } else {
                queue.clock += budget;
                break;
            }
        }
        // Step by step: wait for the next event until released.
        if queue.held && !instant && matches!(queue.steps.front(), Some(Step::Event(_))) {
            break;
        }
        let Some(step) = queue.steps.pop_front() else {
            break;
        };
        let event = match step {
            Step::Event(event) => Some(event),
            Step::Begin(_) => None,
        };
        let skipping = event.is_some() && queue.skip_events > 0;
        let duration = start_step(
            step,
            &mut queue,
            &mut seeds,
            &mut commentary,
            &mut sounds,
            &words,
        );
        let duration = if instant || skipping { 0.0 } else { duration };
        if skipping {
            queue.skip_events -= 1;
            skipped = true;
        }
        queue.running = Some(Running {
            event,
            starts: queue.clock,
            ends: queue.clock + duration,
            skipped: skipping,
        });
    }
    if instant || skipped {
        queue.finish_now = false;
        // Every flight started so far lands now.
        let clock = queue.clock;
        for (_, mut flight, _) in &mut seeds {
            flight.duration = flight.duration.min((clock - flight.start).max(0.0));
        }
        sounds.clear();
    }
    let clock = queue.clock;
    queue.marks.retain(|&(_, _, _, fades)| fades > clock);
    // A handful of clicks a frame is plenty, even when a fast move drops dozens.
    sound_out.write_batch(sounds.into_iter().take(4));
}

fn fly_seeds(
    queue: Res<AnimationQueue>,
    settings: Res<GameSettings>,
    mut seeds: Query<(&mut Flight, &mut Transform)>,
) {
    let ease = EasingCurve::new(0.0, 1.0, EaseFunction::CubicInOut);
    let reduced = settings.settings.reduced_motion;
    for (mut flight, mut transform) in &mut seeds {
        if !flight.active {
            continue;
        }
        let t = if flight.duration <= 0.0 {
            1.0
        } else {
            ((queue.clock - flight.start) / flight.duration).clamp(0.0, 1.0)
        };
        if reduced && flight.glide {
            transform.translation = flight.to;
            flight.active = false;
            continue;
        }
        if reduced {
            // No flight: the seed shrinks away where it was and grows where
            // it goes, in the flight's time, so every step still shows.
            let (at, size) = if t < 0.5 {
                (flight.from, 1.0 - 2.0 * t)
            } else {
                (flight.to, 2.0 * t - 1.0)
            };
            transform.translation = at;
            transform.scale = Vec3::splat(size.max(0.0));
            if t >= 1.0 {
                transform.scale = Vec3::ONE;
                flight.active = false;
            }
            continue;
        }
        transform.scale = Vec3::ONE;
        let e = ease.sample_clamped(t);
        transform.translation = match flight.via {
            // A quadratic Bézier curve through the middle.
            Some(via) => {
                flight.from * (1.0 - e) * (1.0 - e) + via * 2.0 * (1.0 - e) * e + flight.to * e * e
            }
            None => {
                flight.from.lerp(flight.to, e) + Vec3::Y * (flight.height * 4.0 * e * (1.0 - e))
            }
        };
        if t >= 1.0 {
            flight.active = false;
        }
    }
}
