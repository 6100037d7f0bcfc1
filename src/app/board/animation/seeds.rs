//! The seed entities the animation moves: where each is and its flight
//! along an arc, timed on the queue's clock, and the sounds it asks for.
//! Seeds are lifted into a hand that hovers over the pit being sown, fall
//! one by one along arcs, and captured seeds fly to the kichwa.

use crate::app::board::scene::layout::{
    hand_over, hand_slot, pit_centre, pit_slot, store_centre, store_slot,
};
use crate::app::round::animation::{AnimationQueue, Location};
use crate::rules::Pit;
use bevy::prelude::*;

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
    pub(crate) from: Vec3,
    pub(crate) to: Vec3,
    pub(crate) height: f32,
    /// A point the path bends towards instead of an arc (captured seeds
    /// cross the middle of the board).
    pub(crate) via: Option<Vec3>,
    pub(crate) glide: bool,
    pub(crate) start: f32,
    pub(crate) duration: f32,
    pub(crate) active: bool,
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

/// Moves `count` seeds from the top of `from` to `to` in the queue's
/// places, along `hop`.
pub(crate) fn carry(
    queue: &mut AnimationQueue,
    seeds: &mut Query<(&mut SeedAt, &mut Flight, &Transform)>,
    from: Location,
    to: Location,
    count: usize,
    hop: Hop,
) {
    let stack = queue.places.stack(from);
    let moved: Vec<Entity> = stack.split_off(stack.len().saturating_sub(count));
    for seed in moved {
        let k = queue.places.stack(to).len();
        let target = rest(to, k, queue.hand_over);
        queue.places.stack(to).push(seed);
        launch(queue.clock, seeds, seed, to, target, hop);
    }
}

/// A seed's resting place for slot `k` of a location.
pub(crate) fn rest(at: Location, k: usize, hand: Option<Pit>) -> Vec3 {
    match at {
        Location::Pit(pit) => pit_centre(pit) + pit_slot(k),
        Location::Store(side) => store_centre(side) + store_slot(k),
        Location::Hand => {
            let over = hand.map_or(Vec3::Y * 2.0, hand_over);
            over + hand_slot(k)
        }
    }
}

/// How a seed flies: for how long, and how high its arc rises (or which
/// point its path bends towards).
#[derive(Clone, Copy, Debug)]
pub(crate) struct Hop {
    pub(crate) duration: f32,
    pub(crate) height: f32,
    pub(crate) via: Option<Vec3>,
    /// The hand moving on with the seeds it holds (no fade in reduced motion).
    pub(crate) glide: bool,
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

pub(crate) fn launch(
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
