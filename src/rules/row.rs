//! A player's 16 pits as one 128-bit word, byte `i` holding loop pit `i`, so a
//! whole lap is sown with one addition (no byte can carry: there are 64 seeds).

use super::board::Dir;

/// One seed in every pit.
pub const ONE_EACH: u128 = u128::from_le_bytes([1; 16]);
/// The front row: loop pits 0..=7.
pub const FRONT: u128 = u64::MAX as u128;

/// `SOW[dir][at][n]`: one seed in each of the `n` pits after `at` in `dir`.
static SOW: [[[u128; 16]; 16]; 2] = {
    let mut table = [[[0u128; 16]; 16]; 2];
    let mut d = 0;
    while d < 2 {
        let dir = if d == 0 {
            Dir::Clockwise
        } else {
            Dir::Anticlockwise
        };
        let mut at = 0;
        while at < 16 {
            let mut n = 1;
            while n < 16 {
                let pit = dir.advance(at as u8, n as u32);
                table[d][at][n] = table[d][at][n - 1] | (1u128 << (8 * pit as u32));
                n += 1;
            }
            at += 1;
        }
        d += 1;
    }
    table
};

#[inline(always)]
pub fn pack(pits: &[u8; 16]) -> u128 {
    u128::from_le_bytes(*pits)
}

#[inline(always)]
pub fn unpack(row: u128) -> [u8; 16] {
    row.to_le_bytes()
}

#[inline(always)]
pub fn get(row: u128, pit: u8) -> u8 {
    // Two 64-bit halves: a plain shift each, cheaper than a 128-bit one.
    let half = if pit < 8 {
        row as u64
    } else {
        (row >> 64) as u64
    };
    (half >> (8 * (pit & 7) as u32)) as u8
}

/// `KEEP[pit]`: every byte but that pit's.
static KEEP: [u128; 16] = {
    let mut table = [0u128; 16];
    let mut pit = 0;
    while pit < 16 {
        table[pit] = !(0xFFu128 << (8 * pit as u32));
        pit += 1;
    }
    table
};

#[inline(always)]
pub fn clear(row: u128, pit: u8) -> u128 {
    row & KEEP[(pit & 15) as usize]
}

/// Sows `hand` seeds one by one into the pits after `at`.
#[inline(always)]
pub fn sow(row: u128, at: u8, dir: Dir, hand: u8) -> u128 {
    let d = match dir {
        Dir::Clockwise => 0,
        Dir::Anticlockwise => 1,
    };
    let sown = row + SOW[d][at as usize][(hand & 15) as usize];
    if hand < 16 {
        sown
    } else {
        sown + ONE_EACH * (hand >> 4) as u128
    }
}
