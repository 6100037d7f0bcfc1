//! `--measure-idle SECONDS`: what the game costs while nobody touches it,
//! on the screen the other options open (the title screen, Quick play
//! waiting for the player, the pause screen, a replay, the demo …). After
//! a few seconds to settle, the process's own CPU time over SECONDS (all
//! its threads: the frame, the renderer, a bot's search) is printed as a
//! share of one core, next to the frames drawn meanwhile and the resident
//! memory at the start and the end (and every minute between); then the
//! game exits. The loop may sleep all along, so a thread of its own wakes
//! it at the start and the end of the period.

use crate::app::state::{Menu, Mode, Pause, Screen, Turn};
use bevy::prelude::*;
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use std::time::{Duration, Instant};

/// Seconds from the first frame before the still period starts: the
/// scene is built, the first round set up and its opening shown.
const SETTLE: Duration = Duration::from_secs(6);

/// A line about the memory every so often in a long measurement.
const MEMORY_EVERY: Duration = Duration::from_secs(60);

/// The measurement in progress.
#[derive(Resource)]
pub struct IdleMeasure {
    period: Duration,
    /// When the still period starts and ends (set on the first frame).
    starts: Option<Instant>,
    start: Option<Sample>,
    /// Real time between the frames of the still period, in ms.
    frames: Vec<f32>,
    memory_lines: u32,
}

impl IdleMeasure {
    pub fn new(seconds: f64) -> IdleMeasure {
        IdleMeasure {
            period: Duration::from_secs_f64(seconds),
            starts: None,
            start: None,
            frames: Vec::new(),
            memory_lines: 0,
        }
    }
}

/// The process's CPU time and resident memory at a moment.
#[derive(Clone, Copy)]
struct Sample {
    at: Instant,
    cpu: Duration,
    resident: Option<u64>,
}

impl Sample {
    fn now() -> Sample {
        Sample {
            at: Instant::now(),
            cpu: cpu_time(),
            resident: resident_bytes(),
        }
    }
}

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(Last, measure_idle.run_if(resource_exists::<IdleMeasure>));
}

/// The screen as far as its pace goes, for the printed figures.
#[derive(bevy::ecs::system::SystemParam)]
struct Where<'w> {
    screen: Res<'w, State<Screen>>,
    menu: Res<'w, State<Menu>>,
    mode: Option<Res<'w, State<Mode>>>,
    turn: Option<Res<'w, State<Turn>>>,
    pause: Option<Res<'w, State<Pause>>>,
}

impl Where<'_> {
    fn describe(&self) -> String {
        let mut text = format!("{:?}", self.screen.get());
        if let Some(mode) = &self.mode {
            text += &format!(", mode {:?}", mode.get());
        }
        if let Some(turn) = &self.turn {
            text += &format!(", turn {:?}", turn.get());
        }
        if self
            .pause
            .as_ref()
            .is_some_and(|p| *p.get() == Pause::Paused)
        {
            text += ", paused";
        }
        if *self.menu.get() != Menu::None {
            text += &format!(", menu {:?}", self.menu.get());
        }
        text
    }
}

fn measure_idle(
    mut measure: ResMut<IdleMeasure>,
    time: Res<Time<Real>>,
    proxy: Option<Res<EventLoopProxyWrapper>>,
    showing: Where,
    mut exit: MessageWriter<AppExit>,
) {
    let Some(starts) = measure.starts else {
        let starts = Instant::now() + SETTLE;
        measure.starts = Some(starts);
        if let Some(proxy) = proxy {
            wake_at(&proxy, starts, measure.period);
        }
        return;
    };
    let now = Instant::now();
    if now < starts {
        return;
    }
    let Some(start) = measure.start else {
        measure.start = Some(Sample::now());
        println!(
            "still period of {:.0} s on: {}",
            measure.period.as_secs_f64(),
            showing.describe()
        );
        return;
    };
    measure.frames.push(time.delta_secs() * 1000.0);
    let elapsed = now - start.at;
    if elapsed < measure.period {
        let lines = (elapsed.as_secs_f64() / MEMORY_EVERY.as_secs_f64()) as u32;
        if lines > measure.memory_lines {
            measure.memory_lines = lines;
            println!(
                "at {:.0} s: resident {}",
                elapsed.as_secs_f64(),
                megabytes(resident_bytes())
            );
        }
        return;
    }
    print_idle(&mut measure, start, &showing);
    exit.write(AppExit::Success);
}

/// Wakes the loop when the still period starts, every minute of it, and
/// when it is over, from a thread of its own.
fn wake_at(proxy: &EventLoopProxyWrapper, starts: Instant, period: Duration) {
    let proxy = (**proxy).clone();
    std::thread::spawn(move || {
        let mut moments = vec![starts];
        let mut at = MEMORY_EVERY;
        while at < period {
            moments.push(starts + at);
            at += MEMORY_EVERY;
        }
        // A little after the end, as the end is measured from the first
        // frame of the period.
        moments.push(starts + period + Duration::from_millis(50));
        for moment in moments {
            std::thread::sleep(moment.saturating_duration_since(Instant::now()));
            if proxy.send_event(WinitUserEvent::WakeUp).is_err() {
                return;
            }
        }
    });
}

fn print_idle(measure: &mut IdleMeasure, start: Sample, showing: &Where) {
    let end = Sample::now();
    let wall = (end.at - start.at).as_secs_f64();
    let cpu = (end.cpu.saturating_sub(start.cpu)).as_secs_f64();
    let frames = &mut measure.frames;
    frames.sort_by(f32::total_cmp);
    let (median, worst) = match frames.len() {
        0 => (0.0, 0.0),
        n => (frames[n / 2], frames[n - 1]),
    };
    println!("at the end: {}", showing.describe());
    println!(
        "idle: {wall:.1} s, CPU {cpu:.2} s = {:.1}% of one core; {} frames ({:.1} a second), between frames median {median:.1} ms, worst {worst:.1} ms",
        cpu / wall * 100.0,
        frames.len(),
        frames.len() as f64 / wall,
    );
    let growth = match (start.resident, end.resident) {
        (Some(a), Some(b)) => format!(" ({:+.1} MB)", (b as f64 - a as f64) / 1e6),
        _ => String::new(),
    };
    println!(
        "resident memory: {} at the start, {} at the end{growth}",
        megabytes(start.resident),
        megabytes(end.resident)
    );
}

fn megabytes(bytes: Option<u64>) -> String {
    bytes.map_or("unknown".to_string(), |b| {
        format!("{:.1} MB", b as f64 / 1e6)
    })
}

/// The CPU time the process has used, user and system, all threads.
fn cpu_time() -> Duration {
    // SAFETY: getrusage only writes the struct it is given.
    let usage = unsafe {
        let mut usage: libc::rusage = std::mem::zeroed();
        if libc::getrusage(libc::RUSAGE_SELF, &mut usage) != 0 {
            return Duration::ZERO;
        }
        usage
    };
    let part = |t: libc::timeval| {
        Duration::from_secs(t.tv_sec as u64) + Duration::from_micros(t.tv_usec as u64)
    };
    part(usage.ru_utime) + part(usage.ru_stime)
}

/// The process's resident memory now (Linux: /proc/self/statm).
fn resident_bytes() -> Option<u64> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let pages: u64 = statm.split_whitespace().nth(1)?.parse().ok()?;
    // SAFETY: sysconf only reads a constant of the system.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    Some(pages * u64::try_from(page).ok()?)
}
