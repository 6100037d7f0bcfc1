//! Exact proof that a sowing never ends, in constant memory (RULES.md §2).

/// An in-move state that [`CycleWatch`] can follow.
pub(crate) trait Watched: Copy + Eq {
    /// What the states of one move share and leave out (so a state can stay
    /// small), but a hash must include to agree with a fuller state.
    type Context: Copy;
    /// A well-mixed hash: the states with the lowest are marked.
    fn mix(&self, context: &Self::Context) -> u64;
}

#[inline(always)]
pub(crate) fn mix_rows(row: u128, key: u64) -> u64 {
    ((row as u64) ^ ((row >> 64) as u64) ^ key).wrapping_mul(0x9E37_79B9_7F4A_7C15)
}

/// Laps after which a long move also keeps marked states.
pub(crate) const MARK_FROM_LAP: u64 = 4096;
/// The most marked states kept (a fixed table: the memory stays constant).
const MARKS: usize = 64;

/// Brent's method alone is certain to find a repeat, but only after up to
/// three times the laps to the first repeated state (the 30-million-lap
/// takata took 63.5 million). So a long move also keeps up to [`MARKS`]
/// "marked" states (those whose hash falls under a bar that halves whenever
/// the table fills); the cycle's first marked state is met again one cycle
/// later, a few percent after the first repeat. Both compare whole states, so
/// neither can be fooled by a hash collision.
pub(crate) struct CycleWatch<T: Watched> {
    context: T::Context,
    saved: Option<T>,
    /// The lap at which `saved` was met.
    saved_lap: u64,
    power: u64,
    length: u64,
    /// Marked states and the laps they were met at.
    marks: Vec<(T, u64)>,
    /// A state is marked when its hash is below `bar`.
    bar: u64,
}

impl<T: Watched> CycleWatch<T> {
    pub(crate) fn new(context: T::Context) -> CycleWatch<T> {
        CycleWatch {
            context,
            saved: None,
            saved_lap: 0,
            power: 1,
            length: 1,
            marks: Vec::new(),
            bar: u64::MAX >> 4,
        }
    }

    /// Whether `state`, met at lap `lap`, was met before: the lap it was
    /// first met at, the proof that the sowing repeats for ever.
    #[inline(always)]
    pub(crate) fn repeats(&mut self, state: T, lap: u64) -> Option<u64> {
        if self.saved == Some(state) {
            return Some(self.saved_lap);
        }
        if self.length == self.power {
            self.saved = Some(state);
            self.saved_lap = lap;
            self.power *= 2;
            self.length = 0;
        }
        self.length += 1;
        if lap >= MARK_FROM_LAP && state.mix(&self.context) < self.bar {
            self.marked_before(state, lap)
        } else {
            None
        }
    }

    #[cold]
    #[inline(never)]
    fn marked_before(&mut self, state: T, lap: u64) -> Option<u64> {
        if let Some(&(_, first)) = self.marks.iter().find(|(s, _)| *s == state) {
            return Some(first);
        }
        if self.marks.len() == MARKS {
            self.bar /= 2;
            let (bar, context) = (self.bar, self.context);
            self.marks.retain(|(s, _)| s.mix(&context) < bar);
            if state.mix(&context) >= bar {
                return None;
            }
        }
        if self.marks.capacity() == 0 {
            self.marks.reserve_exact(MARKS);
        }
        self.marks.push((state, lap));
        None
    }
}

#[cfg(test)]
mod tests {
    use super::{CycleWatch, MARK_FROM_LAP, Watched};
    use proptest::prelude::*;

    /// A state of a made-up walk: a tail of `tail` states, then a cycle.
    #[derive(Clone, Copy, PartialEq, Eq)]
    struct Step(u64);

    impl Watched for Step {
        type Context = ();
        fn mix(&self, _: &()) -> u64 {
            super::mix_rows(self.0 as u128, 0)
        }
    }

    fn state_at(lap: u64, tail: u64, cycle: u64) -> Step {
        let i = lap - 1;
        if i < tail {
            Step(i)
        } else {
            Step(tail + (i - tail) % cycle)
        }
    }

    /// The lap at which the watch reports a repeat, and the lap it names as
    /// the first meeting of that state.
    fn found_at(tail: u64, cycle: u64) -> (u64, u64) {
        let mut watch = CycleWatch::new(());
        let mut lap = 1;
        loop {
            if let Some(first) = watch.repeats(state_at(lap, tail, cycle), lap) {
                return (lap, first);
            }
            lap += 1;
        }
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// §2: exact (never before the first repeated state, which is met at
        /// lap tail + cycle + 1) and, for a long cycle, within 7% of it (a
        /// cycle much shorter than the walk may hold no marked state). The
        /// proof names a lap at which the same state was met, a whole number
        /// of cycles earlier.
        #[test]
        fn repeats_are_found_exactly_and_soon(tail in 0u64..300_000, cycle in 1u64..300_000) {
            let first_repeat = tail + cycle + 1;
            let (found, first) = found_at(tail, cycle);
            prop_assert!(found >= first_repeat);
            prop_assert!(first < found);
            prop_assert!(state_at(first, tail, cycle) == state_at(found, tail, cycle));
            prop_assert_eq!((found - first) % cycle, 0);
            // Brent's bound holds whatever the marks do.
            prop_assert!(found <= 2 * tail.max(cycle) + cycle + 2);
            if tail + cycle > 16 * MARK_FROM_LAP && cycle > tail / 4 {
                prop_assert!(
                    found as f64 <= first_repeat as f64 * 1.07,
                    "{found} laps for a first repeat at {first_repeat}"
                );
            }
        }
    }

    /// A short cycle after a long tail has no marked state: Brent's method
    /// still finds it.
    #[test]
    fn a_short_cycle_after_a_long_tail_is_found() {
        let (found, first) = found_at(1_000_000, 3);
        assert!((1_000_004..=2_000_010).contains(&found), "{found}");
        assert_eq!(found - first, 3);
    }
}
