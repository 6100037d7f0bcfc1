//! Sounds (bevy_kira_audio), synthesised here at start: a wooden click per
//! seed that varies in pitch, a knock for a relay, a sweep for a capture and
//! a chime at the end. They react to the animation's `SeedSound` messages.
//! Without an audio device kira warns once and the game runs silently.

use super::seeds::SeedSound;
use crate::app::round::play::GameEnded;
use crate::app::settings::GameSettings;
use crate::app::state::AppSystems;
use bevy::prelude::*;
use bevy_kira_audio::prelude::{
    Audio, AudioControl, AudioPlugin, AudioSource, Decibels, Frame, StaticSoundData,
    StaticSoundSettings,
};
use std::f32::consts::TAU;
use std::sync::Arc;

const RATE: u32 = 44_100;
/// Each sound's loudest sample. Several start in the same frame (a lift, a
/// drop, a relay): at 0.8 they summed to full scale and could clip.
const PEAK: f32 = 0.5;

#[derive(Resource)]
struct Sounds {
    click: Handle<AudioSource>,
    lift: Handle<AudioSource>,
    relay: Handle<AudioSource>,
    capture: Handle<AudioSource>,
    end: Handle<AudioSource>,
}

pub(crate) fn plugin(app: &mut App) {
    app.add_plugins(AudioPlugin)
        .add_systems(Startup, make_sounds)
        .add_systems(Update, play_sounds.in_set(AppSystems::Present));
}

/// A small deterministic noise source (the sounds need no real randomness).
struct Noise(u32);

impl Noise {
    fn next(&mut self) -> f32 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 17;
        self.0 ^= self.0 << 5;
        self.0 as f32 / u32::MAX as f32 * 2.0 - 1.0
    }
}

fn source(samples: Vec<f32>) -> AudioSource {
    let peak = samples.iter().fold(0.0f32, |m, s| m.max(s.abs())).max(1e-6);
    let frames: Arc<[Frame]> = samples
        .into_iter()
        .map(|s| Frame::from_mono(s / peak * PEAK))
        .collect();
    AudioSource {
        sound: StaticSoundData {
            sample_rate: RATE,
            frames,
            settings: StaticSoundSettings::default(),
            slice: None,
        },
    }
}

fn samples(seconds: f32, mut f: impl FnMut(f32) -> f32) -> Vec<f32> {
    (0..(seconds * RATE as f32) as usize)
        .map(|i| f(i as f32 / RATE as f32))
        .collect()
}

/// A seed on wood: a bright knock with a little noise, gone in 60 ms.
fn click() -> Vec<f32> {
    let mut noise = Noise(0x1234_5678);
    samples(0.07, |t| {
        let body = (TAU * 2100.0 * t).sin() * 0.6 + (TAU * 3400.0 * t).sin() * 0.25;
        body * (-t * 90.0).exp() + noise.next() * 0.35 * (-t * 220.0).exp()
    })
}

/// Seeds scooped up: a few quick soft clicks.
fn lift() -> Vec<f32> {
    let mut noise = Noise(0x0BAD_5EED);
    samples(0.12, |t| {
        let ticks = [0.0f32, 0.025, 0.045, 0.08];
        ticks
            .iter()
            .filter(|&&at| t >= at)
            .map(|&at| {
                let u = t - at;
                ((TAU * 1500.0 * u).sin() * 0.4 + noise.next() * 0.2) * (-u * 160.0).exp()
            })
            .sum()
    })
}

/// A relay: a hollow, lower knock.
fn relay() -> Vec<f32> {
    samples(0.22, |t| {
        ((TAU * 520.0 * t).sin() + (TAU * 780.0 * t).sin() * 0.5) * (-t * 22.0).exp()
    })
}

/// A capture: a falling sweep over a soft thud.
fn capture() -> Vec<f32> {
    let mut phase = 0.0f32;
    let mut noise = Noise(0xCAFE_F00D);
    samples(0.45, |t| {
        let freq = 900.0 - 1200.0 * t;
        phase += TAU * freq / RATE as f32;
        let sweep = phase.sin() * (t * 30.0).min(1.0) * (-t * 6.0).exp();
        let thud = (TAU * 110.0 * t).sin() * (-t * 14.0).exp();
        sweep * 0.6 + thud * 0.7 + noise.next() * 0.08 * (-t * 10.0).exp()
    })
}

/// The end: three rising marimba-like notes.
fn end() -> Vec<f32> {
    samples(1.4, |t| {
        [(0.0f32, 523.25f32), (0.18, 659.25), (0.36, 783.99)]
            .iter()
            .filter(|(at, _)| t >= *at)
            .map(|&(at, f)| {
                let u = t - at;
                ((TAU * f * u).sin() + (TAU * 4.0 * f * u).sin() * 0.15) * (-u * 4.0).exp()
            })
            .sum()
    })
}

fn make_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    commands.insert_resource(Sounds {
        click: sources.add(source(click())),
        lift: sources.add(source(lift())),
        relay: sources.add(source(relay())),
        capture: sources.add(source(capture())),
        end: sources.add(source(end())),
    });
}

fn play_sounds(
    mut seed_sounds: MessageReader<SeedSound>,
    mut ended: MessageReader<GameEnded>,
    sounds: Option<Res<Sounds>>,
    settings: Res<GameSettings>,
    audio: Res<Audio>,
    mut variation: Local<u32>,
) {
    let Some(sounds) = sounds else { return };
    let settings = &settings.settings;
    if settings.muted || settings.volume <= 0.0 {
        seed_sounds.clear();
        ended.clear();
        return;
    }
    let volume = Decibels(20.0 * settings.volume.max(0.001).log10());
    for sound in seed_sounds.read() {
        *variation = variation.wrapping_mul(1_103_515_245).wrapping_add(12_345);
        let jitter = ((*variation >> 16) % 100) as f64 / 100.0 * 0.16 - 0.08;
        let (handle, rate) = match *sound {
            // A fuller pit sounds a little lower.
            SeedSound::Drop { pile } => (&sounds.click, 1.15 - (pile.min(12) as f64) * 0.03),
            SeedSound::Lift => (&sounds.lift, 1.0),
            SeedSound::Relay => (&sounds.relay, 1.0),
            SeedSound::Capture => (&sounds.capture, 1.0),
        };
        audio
            .play(handle.clone())
            .with_volume(volume)
            .with_playback_rate(rate + jitter);
    }
    for _ in ended.read() {
        audio.play(sounds.end.clone()).with_volume(volume);
    }
}
