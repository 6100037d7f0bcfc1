//! Zobrist hashing of a position: the key of repetition detection and of the
//! bots' transposition table. The keys are fixed (made at compile time from a
//! constant seed), so a hash means the same on every machine and every run.

use super::position::{Edition, Position};

const COUNTS: usize = 65;

const fn splitmix64(state: u64) -> (u64, u64) {
    let state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (state, z ^ (z >> 31))
}

struct Keys {
    pits: [[[u64; COUNTS]; 16]; 2],
    stores: [[u64; COUNTS]; 2],
    north_to_move: u64,
    house: [u64; 2],
    takasia: [u64; 8],
    first: u64,
    edition: [u64; 3],
}

const KEYS: Keys = {
    let mut keys = Keys {
        pits: [[[0; COUNTS]; 16]; 2],
        stores: [[0; COUNTS]; 2],
        north_to_move: 0,
        house: [0; 2],
        takasia: [0; 8],
        first: 0,
        edition: [0; 3],
    };
    let mut state = 0x0042_4130_u64; // "BAO"
    let mut side = 0;
    while side < 2 {
        let mut pit = 0;
        while pit < 16 {
            // Count 0 keeps key 0 so empty pits cost nothing.
            let mut count = 1;
            while count < COUNTS {
                let (s, key) = splitmix64(state);
                state = s;
                keys.pits[side][pit][count] = key;
                count += 1;
            }
            pit += 1;
        }
        let mut count = 1;
        while count < COUNTS {
            let (s, key) = splitmix64(state);
            state = s;
            keys.stores[side][count] = key;
            count += 1;
        }
        let (s, key) = splitmix64(state);
        state = s;
        keys.house[side] = key;
        side += 1;
    }
    let mut i = 0;
    while i < 8 {
        let (s, key) = splitmix64(state);
        state = s;
        keys.takasia[i] = key;
        i += 1;
    }
    let mut i = 0;
    while i < 3 {
        let (s, key) = splitmix64(state);
        state = s;
        keys.edition[i] = key;
        i += 1;
    }
    let (s, key) = splitmix64(state);
    keys.north_to_move = key;
    let (_, key) = splitmix64(s);
    keys.first = key;
    keys
};

impl Position {
    /// The position's Zobrist hash: equal positions hash alike on every machine.
    pub fn hash(&self) -> u64 {
        hash(self)
    }
}

fn hash(position: &Position) -> u64 {
    let mut h = KEYS.edition[match position.edition {
        Edition::Kujifunza => 0,
        Edition::Kiswahili => 1,
        Edition::Kimasai => 2,
    }];
    for side in 0..2 {
        for (pit, &seeds) in position.board.pits[side].iter().enumerate() {
            h ^= KEYS.pits[side][pit][(seeds as usize).min(COUNTS - 1)];
        }
        h ^= KEYS.stores[side][(position.stores[side] as usize).min(COUNTS - 1)];
        if position.owns_nyumba[side] {
            h ^= KEYS.house[side];
        }
    }
    if position.side.index() == 1 {
        h ^= KEYS.north_to_move;
    }
    if let Some(pit) = position.takasia_pit {
        h ^= KEYS.takasia[(pit & 7) as usize];
    }
    if position.first {
        h ^= KEYS.first;
    }
    h
}
