//! The animation's systems: the queue run step by step, each event of a
//! move's trace shown on the board (seeds carried, pits marked, sounds, how
//! long it takes) and told in the commentary's line, the seeds flown.

use super::seeds::{Flight, Hop, Seed, SeedAt, SeedSound, carry, launch, rest};
use crate::app::board::scene::layout::pit_centre;
use crate::app::round::animation::{AnimationQueue, Location, Places, Running, Step};
use crate::app::round::pit_state::PitState;
use crate::app::settings::GameSettings;
use crate::app::state::AppSystems;
use crate::app::ui::words::Words;
use crate::rules::board::Board;
use crate::rules::explain::{phrase, side_name};
use crate::rules::trace::Event;
use crate::rules::{Edition, Pit, Side};
use bevy::math::curve::{Curve, EaseFunction, EasingCurve};
use bevy::prelude::*;

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

fn respawn_seeds(
    mut commands: Commands,
    mut queue: ResMut<AnimationQueue>,
    mut commentary: ResMut<Commentary>,
    seeds: Query<Entity, With<Seed>>,
) {
    let Some(position) = queue.reset.take() else {
        return;
    };
    // A board laid out afresh (a new round, a take-back, a replay's jump)
    // no longer shows the move the commentary told.
    *commentary = Commentary::default();
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
/// returns how long it takes. The events that carry seeds have functions
/// of their own; the others mark a pit or only take their time.
fn show_event(
    event: Event,
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    sounds: &mut Vec<SeedSound>,
) -> f32 {
    match event {
        Event::Store { pit } => seed_from_store(pit, queue, seeds, sounds),
        Event::Tax { pit } => {
            queue.mark(pit, PitState::Takasia, 0.6);
            queue.duration(0.4)
        }
        Event::Lift { pit, count } => lift_seeds(pit, count, queue, seeds, sounds),
        Event::Drop { pit } => drop_seed(pit, queue, seeds, sounds),
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
        } => capture_seeds((at, from, start), count, queue, seeds, sounds),
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

/// A seed from the mover's store (or reserve) hops into `pit`, with the
/// click of a seed landing on that pit's pile; returns how long it takes.
fn seed_from_store(
    pit: Pit,
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    sounds: &mut Vec<SeedSound>,
) -> f32 {
    let d = queue.duration(0.5);
    queue.hand_over = Some(pit);
    let pile = queue.places.stack(Location::Pit(pit)).len();
    let (store, pit_at) = (Location::Store(pit.side), Location::Pit(pit));
    carry(queue, seeds, store, pit_at, 1, hop(d, 0.8));
    sounds.push(SeedSound::Drop { pile: pile as u8 });
    d
}

/// `count` seeds lifted from `pit` into the hand over it, with the sound of
/// a lift; returns how long it takes.
fn lift_seeds(
    pit: Pit,
    count: u8,
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    sounds: &mut Vec<SeedSound>,
) -> f32 {
    let d = queue.duration(0.35);
    queue.hand_over = Some(pit);
    let (from, hand) = (Location::Pit(pit), Location::Hand);
    carry(queue, seeds, from, hand, count as usize, hop(d, 0.0));
    sounds.push(SeedSound::Lift);
    d
}

/// One seed sown into `pit` from the hand: it falls, the hand moves on over
/// the pit, the pit is marked sown; returns how long it takes.
fn drop_seed(
    pit: Pit,
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    sounds: &mut Vec<SeedSound>,
) -> f32 {
    let d = queue.duration(0.2);
    let pile = queue.places.stack(Location::Pit(pit)).len();
    // The seed falls from the hand, then the hand moves on over the pit.
    let (hand, to) = (Location::Hand, Location::Pit(pit));
    carry(queue, seeds, hand, to, 1, hop(d, 0.25));
    move_hand(queue, seeds, pit, d);
    sounds.push(SeedSound::Drop { pile: pile as u8 });
    queue.mark(pit, PitState::Sown, 0.25);
    d
}

/// A capture: the lap's last pit `at` and the facing pit `from` marked,
/// and `from`'s `count` seeds carried across the board to the hand over
/// `start`, where their sowing begins; returns how long it takes.
fn capture_seeds(
    (at, from, start): (Pit, Pit, Pit),
    count: u8,
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    sounds: &mut Vec<SeedSound>,
) -> f32 {
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
    carry(queue, seeds, pit, hand, count as usize, over_the_middle);
    move_hand(queue, seeds, start, d);
    sounds.push(SeedSound::Capture);
    d
}

/// Runs the animation queue for this frame's time (scaled by the speed
/// setting): ends the running step when its time is up, starts the next
/// ones, skips or finishes at once when asked, and sends the seeds' sounds.
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
        if !end_running(&mut queue, &mut budget, instant) {
            break;
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
        land_every_seed(&mut queue, &mut seeds);
        sounds.clear();
    }
    let clock = queue.clock;
    queue.marks.retain(|&(_, _, _, fades)| fades > clock);
    // A handful of clicks a frame is plenty, even when a fast move drops dozens.
    sound_out.write_batch(sounds.into_iter().take(4));
}

/// Ends the running step if this frame's `budget` (or finishing `instant`ly)
/// reaches its end, holding the queue after an event when shown step by
/// step. False while the step still runs: the clock has taken the budget.
fn end_running(queue: &mut AnimationQueue, budget: &mut f32, instant: bool) -> bool {
    let Some(running) = &queue.running else {
        return true;
    };
    let left = running.ends - queue.clock;
    let was_event = running.event.is_some() && !running.skipped;
    if !(instant || *budget >= left) {
        queue.clock += *budget;
        return false;
    }
    if !instant {
        *budget -= left.max(0.0);
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
    true
}

/// After finishing at once or skipping: every flight started so far lands
/// now, and the queue no longer finishes at once.
fn land_every_seed(
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
) {
    queue.finish_now = false;
    let clock = queue.clock;
    for (_, mut flight, _) in seeds {
        flight.duration = flight.duration.min((clock - flight.start).max(0.0));
    }
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
