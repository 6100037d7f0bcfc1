//! The questions before something is lost: taking a move back between two
//! people, and leaving a game that is not kept (the way out is
//! `round::leaving`'s).

use crate::app::round::leaving::{Go, PendingLeave};
use crate::app::round::play::Undo;
use crate::app::state::{Menu, UiLayers};
use crate::app::ui::widgets::ask;
use crate::app::ui::words::Words;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, EguiPrimaryContextPass};

pub(crate) fn plugin(app: &mut App) {
    app.add_systems(
        EguiPrimaryContextPass,
        (
            take_back_window.run_if(in_state(Menu::ConfirmTakeBack)),
            leave_window.run_if(in_state(Menu::ConfirmLeave)),
        )
            .in_set(UiLayers::Windows),
    );
}

fn take_back_window(
    mut contexts: EguiContexts,
    mut menu: ResMut<NextState<Menu>>,
    mut undo: MessageWriter<Undo>,
    words: Res<Words>,
) -> Result {
    let ctx = contexts.ctx_mut()?;
    let answer = ask(ctx, &words, "undo");
    if let Some(yes) = answer {
        if yes {
            undo.write(Undo);
        }
        menu.set(Menu::None);
    }
    Ok(())
}

fn leave_window(
    mut contexts: EguiContexts,
    mut pending: ResMut<PendingLeave>,
    mut menu: ResMut<NextState<Menu>>,
    mut go: Go,
    words: Res<Words>,
) -> Result {
    let Some((_, question)) = &pending.0 else {
        menu.set(Menu::None);
        return Ok(());
    };
    let ctx = contexts.ctx_mut()?;
    let answer = ask(ctx, &words, question);
    if let Some(yes) = answer {
        let (leaving, _) = pending.0.take().expect("a way out is waiting");
        if yes {
            go.to(leaving);
        }
        menu.set(Menu::None);
    }
    Ok(())
}
