//! Work that ends off the main thread wakes the window's loop. On a still
//! screen the loop sleeps (`pace`), and a system that polls a task runs
//! only when the loop wakes: a bot's move, a hint, a review's search or a
//! record read in the background would wait for the mouse to move.
//!
//! A task spawned with [`spawn`] wakes the loop once as it starts, so that
//! the polling system sees it in a frame soon after; [`poll`] then leaves a
//! waker on the task, which the task's executor calls once the answer is
//! stored: the next frame finds it ready, with no race between the two.
//! Kira's sounds need none: nothing on the screen waits for one to end.

use bevy::prelude::*;
use bevy::tasks::{AsyncComputeTaskPool, Task};
use bevy::winit::{EventLoopProxyWrapper, WinitUserEvent};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, Waker};

/// How the loop is woken from another thread: the window's event loop
/// proxy, a test's own signal, or nothing (headless, where the loop never
/// sleeps).
#[derive(Resource, Clone, Default)]
pub struct LoopWaker(Option<Arc<dyn Fn() + Send + Sync>>);

impl LoopWaker {
    pub fn new(wake: impl Fn() + Send + Sync + 'static) -> LoopWaker {
        LoopWaker(Some(Arc::new(wake)))
    }

    /// Wakes the loop now; from any thread.
    pub fn wake(&self) {
        if let Some(wake) = &self.0 {
            wake();
        }
    }

    fn waker(&self) -> Waker {
        Waker::from(Arc::new(TaskWaker(self.clone())))
    }
}

/// The loop's waker as a task's waker.
struct TaskWaker(LoopWaker);

impl std::task::Wake for TaskWaker {
    fn wake(self: Arc<Self>) {
        self.0.wake();
    }
}

pub(super) fn plugin(app: &mut App) {
    app.init_resource::<LoopWaker>()
        .add_systems(PreStartup, from_the_window);
}

/// In the window, the winit loop's proxy wakes it.
fn from_the_window(proxy: Option<Res<EventLoopProxyWrapper>>, mut waker: ResMut<LoopWaker>) {
    let Some(proxy) = proxy else { return };
    let proxy = (**proxy).clone();
    *waker = LoopWaker::new(move || {
        // The loop may be gone while a task ends (the window closed).
        let _ = proxy.send_event(WinitUserEvent::WakeUp);
    });
}

/// Runs `work` on the async compute pool; the loop is woken as it begins.
pub fn spawn<T: Send + 'static>(
    waker: &LoopWaker,
    work: impl FnOnce() -> T + Send + 'static,
) -> Task<T> {
    let waker = waker.clone();
    AsyncComputeTaskPool::get().spawn(async move {
        waker.wake();
        work()
    })
}

/// The task's answer if it is ready; if not, the loop is woken when it is.
pub fn poll<T>(task: &mut Task<T>, waker: &LoopWaker) -> Option<T> {
    let waker = waker.waker();
    match Pin::new(task).poll(&mut Context::from_waker(&waker)) {
        Poll::Ready(answer) => Some(answer),
        Poll::Pending => None,
    }
}
