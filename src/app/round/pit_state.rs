//! The states a pit can be in, as the board shows them. They sit on the
//! round's floor because the animation queue the round fills marks pits
//! with them; the board's marks (board/marks/table.rs) give each its shape
//! and colour.

/// A state a pit can be in, as the board shows it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum PitState {
    /// The person may sow this pit now.
    Playable,
    /// The keyboard is on this pit.
    Focused,
    /// The pointer is over this pit.
    Hovered,
    /// The person chose this pit and now chooses a direction.
    Chosen,
    /// The last move started here.
    LastMove,
    /// A seed has just dropped here.
    Sown,
    /// The lap ended here on seeds: they are lifted and sown on.
    Relay,
    /// Seeds are captured here, or captured from here.
    Capture,
    /// The sowing goes on from the nyumba (safari).
    Safari,
    /// This pit may not be played this turn (takasia), or the nyumba pays tax.
    Takasia,
    /// An owned nyumba (Bao la Kiswahili).
    Nyumba,
    /// The hint: the pit the strongest bot would sow.
    Hint,
    /// Where the hinted move's last seed lands.
    HintLands,
    /// Move preview: where the move in view would end.
    PreviewLands,
    /// Move preview: a pit the move in view would capture from.
    PreviewTakes,
    /// The beginner's warnings: the opponent could capture from this pit
    /// of the person's on their turn.
    Threatened,
}
